import { formatDateTime } from '@feira/shared';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { AppNotification } from './api';

export function NotificationItem({
  notification: n,
  onOpen,
}: {
  notification: AppNotification;
  onOpen: (n: AppNotification) => void;
}) {
  const unread = n.status === 0;
  const text = n.body || n.description;
  return (
    <ListItemButton
      onClick={() => onOpen(n)}
      data-unread={unread}
      sx={{
        alignItems: 'flex-start',
        gap: 1.5,
        py: 1.25,
        borderRadius: 0,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: unread ? 'rgba(29,63,184,0.05)' : undefined,
      }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.9,
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 500 }}>
          {n.title}
        </Typography>
        {text && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {text}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(n.createdAt)}
        </Typography>
      </Box>
    </ListItemButton>
  );
}

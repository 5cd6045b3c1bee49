import { UI_TEXT } from '@feira/shared';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type AppNotification, useMarkNotificationRead, useNotifications } from './api';
import { NotificationItem } from './NotificationItem';

/** The top bar bell: unread count among the latest 100 (capped "99+") and the list. */
export function NotificationsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data, isLoading, isError } = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  const list = data ?? [];
  const unread = list.filter((n) => n.status === 0).length;
  // spec part 2 §9: the badge is capped at "99+"
  const unreadLabel = unread > 99 ? UI_TEXT.badgeOverflow : String(unread);

  const open = (n: AppNotification) => {
    if (n.status === 0) markRead.mutate(n);
    const link = n.eventLink?.trim();
    if (!link) return;
    if (link.startsWith('/')) {
      setAnchor(null);
      navigate(link);
    } else if (/^https?:\/\//i.test(link)) {
      window.open(link, '_blank', 'noopener,noreferrer');
    }
  };

  return (
    <>
      <Tooltip title="Notificações">
        <IconButton
          color="inherit"
          aria-label={unread ? `Notificações: ${unread} não lidas` : 'Notificações'}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge badgeContent={unread ? unreadLabel : 0} color="error" data-testid="notifications-badge">
            <NotificationsNoneRounded />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, maxWidth: 'calc(100vw - 24px)', mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
            Notificações
          </Typography>
          {unread > 0 && <Chip size="small" color="primary" label={`${unreadLabel} não lidas`} />}
        </Box>
        <Divider />
        <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {isLoading ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress size={28} aria-label="Carregando notificações" />
            </Box>
          ) : isError ? (
            <Alert severity="warning" sx={{ m: 2 }}>
              Não foi possível carregar as notificações.
            </Alert>
          ) : list.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 5, px: 2, color: 'text.secondary' }}>
              <NotificationsNoneRounded sx={{ fontSize: 40, opacity: 0.5 }} />
              <Typography>{UI_TEXT.noNotifications}</Typography>
            </Box>
          ) : (
            <List disablePadding aria-label="Lista de notificações">
              {list.map((n) => (
                <NotificationItem key={n._id} notification={n} onOpen={open} />
              ))}
            </List>
          )}
        </Box>
      </Popover>
    </>
  );
}

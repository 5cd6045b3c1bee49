import type { SidebarEntry } from '@feira/shared';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { sidebarIcon } from '../../shared/navigation/sidebarIcons';

export function QuickLinkCard({ entry }: { entry: SidebarEntry }) {
  const Icon = sidebarIcon(entry.icon);
  return (
    <Card
      sx={{
        transition: 'box-shadow .2s, border-color .2s',
        '&:hover': { borderColor: 'primary.light', boxShadow: 2 },
      }}
    >
      <CardActionArea
        component={Link}
        to={entry.path ?? '/'}
        sx={{ p: 2, display: 'flex', gap: 1.5, justifyContent: 'flex-start' }}
      >
        <Box
          sx={{
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: 2.5,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(29,63,184,0.08)',
            color: 'primary.main',
          }}
        >
          <Icon />
        </Box>
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{entry.label}</Typography>
        <ChevronRightRounded color="action" />
      </CardActionArea>
    </Card>
  );
}

import MenuOpenRounded from '@mui/icons-material/MenuOpenRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { Link } from 'react-router';
import { NotificationsMenu } from '../../features/notifications/NotificationsMenu';
import { APP_NAME, APP_TAGLINE, BrandLogo } from '../../shared/brand/BrandLogo';
import { ProfileMenu } from './ProfileMenu';

interface TopBarProps {
  menuOpen: boolean;
  /** desktop: the bar sits above the persistent sidebar; phones: the temporary drawer covers the bar */
  aboveDrawer: boolean;
  onToggleMenu: () => void;
  homePath: string;
}

export function TopBar({ menuOpen, aboveDrawer, onToggleMenu, homePath }: TopBarProps) {
  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (t) => (aboveDrawer ? t.zIndex.drawer + 1 : t.zIndex.appBar),
        borderBottom: 1,
        borderColor: 'divider',
        color: 'text.primary',
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <Tooltip title={menuOpen ? 'Recolher menu' : 'Abrir menu'}>
          <IconButton color="inherit" edge="start" onClick={onToggleMenu} aria-label="Alternar menu">
            {menuOpen ? <MenuOpenRounded /> : <MenuRounded />}
          </IconButton>
        </Tooltip>
        <Box
          component={Link}
          to={homePath}
          // the logo's visible words are part of the name (WCAG 2.5.3, "label in name")
          aria-label={`${APP_NAME} ${APP_TAGLINE}: página inicial`}
          sx={{ display: 'flex', textDecoration: 'none', color: 'inherit', ml: 0.5, minWidth: 0 }}
        >
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <BrandLogo size={36} />
          </Box>
          <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
            <BrandLogo size={32} compact />
          </Box>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <NotificationsMenu />
        <Box sx={{ ml: { xs: 0.5, sm: 1 } }}>
          <ProfileMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}

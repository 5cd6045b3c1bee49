import { homeFor } from '@feira/shared';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useSession } from '../../shared/api/session';
import { BrandLogo } from '../../shared/brand/BrandLogo';
import { SidebarNav } from './SidebarNav';
import { TopBar } from './TopBar';
import { useRefreshMe } from './useRefreshMe';

const DRAWER_WIDTH = 272;

/** The signed-in shell: top bar, role sidebar (persistent on desktop, temporary on phones), content. */
export function AppLayout({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { role, user } = useSession();
  useRefreshMe();
  if (!role || !user) return null;

  const menuOpen = desktop ? desktopOpen : mobileOpen;
  const toggle = () => (desktop ? setDesktopOpen((o) => !o) : setMobileOpen((o) => !o));
  const transition = theme.transitions.create(['width', 'margin'], {
    duration: theme.transitions.duration.standard,
  });

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <TopBar menuOpen={menuOpen} aboveDrawer={desktop} onToggleMenu={toggle} homePath={homeFor(role)} />
      {desktop ? (
        <Drawer
          variant="persistent"
          open={desktopOpen}
          sx={{
            width: desktopOpen ? DRAWER_WIDTH : 0,
            flexShrink: 0,
            transition,
            '& .MuiDrawer-paper': {
              width: DRAWER_WIDTH,
              boxSizing: 'border-box',
              bgcolor: 'background.paper',
            },
          }}
        >
          <Toolbar />
          <SidebarNav role={role} />
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, maxWidth: '85vw' } }}
        >
          <Box sx={{ px: 2.5, py: 2, borderBottom: 1, borderColor: 'divider' }}>
            <BrandLogo size={36} />
            <Typography variant="body2" color="text.secondary" noWrap sx={{ mt: 1.5 }}>
              {user.fullName || user.email}
            </Typography>
          </Box>
          <SidebarNav role={role} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, transition }}>
        <Toolbar />
        <Box sx={{ px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 2, sm: 3 }, maxWidth: 1600, mx: 'auto' }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}

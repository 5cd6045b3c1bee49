import { ROLE_LABELS } from '@feira/shared';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signOut, useSession } from '../../shared/api/session';
import { openModalRoute } from '../../shared/routing/modalRoute';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** Avatar menu: who is signed in, "Alterar Senha" (modal route over the current page) and "Sair". */
export function ProfileMenu() {
  const { user, role } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  if (!user) return null;
  const name = user.fullName || `${user.firstName} ${user.lastName}`.trim() || user.email;

  return (
    <>
      <Tooltip title="Perfil">
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          // the initials shown are part of the name (WCAG 2.5.3, "label in name")
          aria-label={`${initials(name)} – Abrir menu do perfil`}
          sx={{ p: 0.5 }}
        >
          <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15, fontWeight: 700 }}>
            {initials(name)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.25 }}>
          <Typography variant="subtitle2" noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
          {role && (
            <Typography variant="caption" color="primary" sx={{ fontWeight: 600 }}>
              {ROLE_LABELS[role]}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            openModalRoute(navigate, '/ChangePassword', location);
          }}
        >
          <ListItemIcon>
            <LockResetRounded fontSize="small" />
          </ListItemIcon>
          Alterar Senha
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            // the route guard takes the user to /Login
            signOut({ byUser: true });
          }}
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          Sair
        </MenuItem>
      </Menu>
    </>
  );
}

import AppsRounded from '@mui/icons-material/AppsRounded';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';

/** The top bar's placeholder menu (spec part 2 §2.17); shortcuts will be added here later. */
export function ShortcutsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Atalhos">
        <IconButton color="inherit" aria-label="Atalhos" onClick={(e) => setAnchor(e.currentTarget)}>
          <AppsRounded />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem disabled>
          <ListItemText primary="Nenhum atalho disponível" secondary="Em breve" />
        </MenuItem>
      </Menu>
    </>
  );
}

import { type Role, type SidebarEntry, sidebarFor } from '@feira/shared';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { activeEntry } from '../../shared/navigation/activeEntry';
import { sidebarIcon } from '../../shared/navigation/sidebarIcons';
import { backgroundOf } from '../../shared/routing/modalRoute';

interface SidebarNavProps {
  role: Role;
  /** called after a link is followed (closes the phone drawer) */
  onNavigate?: () => void;
}

function EntryLink({
  entry,
  selected,
  nested,
  onNavigate,
}: {
  entry: SidebarEntry;
  selected: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const Icon = sidebarIcon(entry.icon);
  return (
    <ListItemButton
      component={Link}
      to={entry.path ?? '/'}
      selected={selected}
      onClick={onNavigate}
      aria-current={selected ? 'page' : undefined}
      sx={{ mb: 0.25, py: 0.75, pl: nested ? 4 : 1.5 }}
    >
      <ListItemIcon>
        <Icon fontSize={nested ? 'small' : 'medium'} />
      </ListItemIcon>
      <ListItemText
        primary={entry.label}
        // a long label ("Termo de responsabilidade") wraps to a second line instead of being cut (issue 39)
        slotProps={{
          primary: { sx: { fontSize: nested ? 14 : 15, fontWeight: selected ? 600 : 500, lineHeight: 1.35 } },
        }}
      />
    </ListItemButton>
  );
}

/** The role's sidebar (sidebarFor from @feira/shared): collapsible groups, current route highlighted. */
export function SidebarNav({ role, onNavigate }: SidebarNavProps) {
  const entries = useMemo(() => sidebarFor(role), [role]);
  const location = useLocation();
  // a dialog route (/ChangePassword) drawn over a page keeps that page's entry highlighted
  const active = activeEntry(entries, (backgroundOf(location) ?? location).pathname);
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  return (
    <List component="nav" aria-label="Menu principal" sx={{ px: 1.5, py: 1.5 }}>
      {entries.map((entry) => {
        if (!entry.children) {
          return (
            <EntryLink
              key={entry.key}
              entry={entry}
              selected={active?.key === entry.key}
              onNavigate={onNavigate}
            />
          );
        }
        const containsActive = entry.children.some((c) => c.key === active?.key);
        const open = toggled[entry.key] ?? containsActive;
        const Icon = sidebarIcon(entry.icon);
        return (
          // a <div>, not an <li>: the nav is not a list, and its links are not list items (axe: list rules)
          <div key={entry.key}>
            <ListItemButton
              onClick={() => setToggled((t) => ({ ...t, [entry.key]: !open }))}
              aria-expanded={open}
              sx={{ mb: 0.25, py: 0.75, pl: 1.5, color: containsActive ? 'primary.main' : undefined }}
            >
              <ListItemIcon sx={{ color: containsActive ? 'primary.main' : undefined }}>
                <Icon />
              </ListItemIcon>
              <ListItemText
                primary={entry.label}
                slotProps={{ primary: { sx: { fontWeight: 600, lineHeight: 1.35 } } }}
              />
              {open ? <ExpandLessRounded fontSize="small" /> : <ExpandMoreRounded fontSize="small" />}
            </ListItemButton>
            <Collapse in={open} timeout="auto" unmountOnExit>
              <List component="div" disablePadding>
                {entry.children.map((child) => (
                  <EntryLink
                    key={child.key}
                    entry={child}
                    nested
                    selected={active?.key === child.key}
                    onNavigate={onNavigate}
                  />
                ))}
              </List>
            </Collapse>
          </div>
        );
      })}
    </List>
  );
}

import { homeFor, ROLE_LABELS, type SidebarEntry, sidebarFor } from '@feira/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../shared/api/session';
import { LeadsDashboard } from '../leads';
import { LatestUpdates } from '../news';
import { QuickLinkCard } from './QuickLinkCard';

function greeting(date = new Date()): string {
  const h = date.getHours();
  if (h < 12) return 'Bom dia';
  if (h < 18) return 'Boa tarde';
  return 'Boa noite';
}

const leaves = (entries: readonly SidebarEntry[]): SidebarEntry[] =>
  entries.flatMap((e) => (e.children ? leaves(e.children) : e.path && e.path !== '/' ? [e] : []));

/** "/" for admin, manager and user: a welcome, the dashboard of their role and shortcuts. */
export function HomePage() {
  const { user, role } = useSession();
  const shortcuts = useMemo(() => (role ? leaves(sidebarFor(role)).slice(0, 8) : []), [role]);
  if (!user || !role) return null;
  // the builder's home is the company screen (spec part 2 §2.2)
  if (homeFor(role) !== '/') return <Navigate to={homeFor(role)} replace />;
  const firstName = user.firstName || user.fullName?.split(' ')[0] || '';

  return (
    <Box>
      <Paper
        sx={{
          p: { xs: 3, sm: 4 },
          mb: 3,
          color: '#fff',
          border: 0,
          background: 'linear-gradient(120deg, #142c85 0%, #1d3fb8 55%, #3b5fe0 100%)',
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            right: -60,
            top: -60,
            width: 240,
            height: 240,
            borderRadius: '50%',
            bgcolor: 'rgba(255,255,255,0.08)',
          }}
        />
        <Typography variant="overline" sx={{ opacity: 0.8 }}>
          Painel
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {greeting()}, {firstName}!
        </Typography>
        <Typography sx={{ opacity: 0.85, mb: 2, maxWidth: 560 }}>
          Bem-vindo ao painel da feira. Use o menu ou os atalhos abaixo para começar.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip
            label={ROLE_LABELS[role]}
            sx={{ bgcolor: 'rgba(255,255,255,0.18)', color: '#fff', fontWeight: 600 }}
          />
          {user.company?.name && (
            <Chip label={user.company.name} sx={{ bgcolor: 'rgba(255,255,255,0.12)', color: '#fff' }} />
          )}
        </Box>
      </Paper>

      {/* what the organisers published for the person's company (the admin publishes it: /news) */}
      {role !== 'Admin' && <LatestUpdates />}

      <Box sx={{ mb: 3 }}>
        <LeadsDashboard />
      </Box>

      {shortcuts.length > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Acesso rápido
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              mb: 3,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            }}
          >
            {shortcuts.map((e) => (
              <QuickLinkCard key={e.key} entry={e} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

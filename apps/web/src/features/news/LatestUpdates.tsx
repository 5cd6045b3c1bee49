import { Box, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { listUpdates } from './api';
import { UpdateCard } from './UpdateCard';

/**
 * The home page's "Novidades": the three newest published items for the person, with "Ver todas".
 * Nothing is drawn while loading, on a failure or when there is nothing to show: the home page stays
 * about the dashboard, and /novidades has the full list with its empty state.
 */
export function LatestUpdates() {
  const query = useQuery({ queryKey: ['updates', 'latest'], queryFn: () => listUpdates(0, 3) });
  const items = query.data?.items ?? [];
  if (!items.length) return null;
  return (
    <Box sx={{ mb: 3 }} data-testid="latest-updates">
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="h6" component="h2">
          Novidades
        </Typography>
        <Link component={RouterLink} to="/novidades">
          Ver todas
        </Link>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {items.map((item) => (
          <UpdateCard
            key={`${item.kind}-${item._id}`}
            item={item}
            compact
            playing={false}
            onPlay={() => {}}
          />
        ))}
      </Box>
    </Box>
  );
}

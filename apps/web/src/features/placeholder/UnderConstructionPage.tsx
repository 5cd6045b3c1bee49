import { homeFor } from '@feira/shared';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../shared/api/session';
import { routeTitle } from '../../shared/navigation/activeEntry';
import { PageHeader } from '../../shared/ui/PageHeader/PageHeader';

/** The one placeholder for every known route whose screen is not built yet. */
export function UnderConstructionPage() {
  const { pathname } = useLocation();
  const { role } = useSession();
  return (
    <Box>
      <PageHeader title={routeTitle(pathname) ?? 'Página'} />
      <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center' }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(245,158,11,0.14)',
            color: 'secondary.dark',
          }}
        >
          <ConstructionRounded sx={{ fontSize: 36 }} />
        </Box>
        <Typography variant="h5" component="h2" gutterBottom>
          Em construção
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 460, mx: 'auto', mb: 3 }}>
          Esta área ainda está sendo preparada e estará disponível em breve.
        </Typography>
        {role && (
          <Button component={Link} to={homeFor(role)} variant="outlined">
            Voltar ao início
          </Button>
        )}
      </Paper>
    </Box>
  );
}

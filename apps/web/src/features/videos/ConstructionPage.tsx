import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../../shared/api/session';
import constructionUrl from './construction.svg';
import type { VideoNotice } from './VideoFormPage';

/** /construction: the works report page, an image (and "Adicionar obra" for the admin). */
export function ConstructionPage() {
  const { role } = useSession();
  const notice = (useLocation().state as { notice?: VideoNotice } | null)?.notice;
  return (
    <Stack spacing={2}>
      {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      {role === 'Admin' ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            component={RouterLink}
            to="/construction/create"
            variant="contained"
            startIcon={<AddIcon />}
          >
            Adicionar obra
          </Button>
        </Box>
      ) : null}
      <Box
        component="img"
        src={constructionUrl}
        alt="Obras da feira"
        sx={{ width: '100%', maxWidth: 1000, mx: 'auto', display: 'block' }}
      />
    </Stack>
  );
}

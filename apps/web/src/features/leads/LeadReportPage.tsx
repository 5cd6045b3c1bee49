import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import ViewKanbanRounded from '@mui/icons-material/ViewKanbanRounded';
import { Box, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../shared/api/session';
import { LeadsTable } from './LeadsTable';

/** /lead: the lead report. A user sees the leads they captured (filters[createdBy], spec part 2 §7). */
export function LeadReportPage() {
  const { role, user } = useSession();
  const staff = role === 'Manager' || role === 'User';
  return (
    <Box>
      {staff && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mb: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}
        >
          <Button
            component={RouterLink}
            to="/lead/scan"
            variant="contained"
            startIcon={<QrCodeScannerRounded />}
          >
            Capturar leads
          </Button>
          <Button
            component={RouterLink}
            to="/lead/funil"
            variant="outlined"
            startIcon={<ViewKanbanRounded />}
          >
            Funil
          </Button>
        </Stack>
      )}
      <LeadsTable baseFilters={role === 'User' && user ? { createdBy: user._id } : undefined} />
    </Box>
  );
}

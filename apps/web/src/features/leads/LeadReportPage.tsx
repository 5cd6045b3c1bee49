import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import ViewKanbanRounded from '@mui/icons-material/ViewKanbanRounded';
import { Box, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../shared/api/session';
import { CompanyLeadDevices } from '../devices';
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
      {/* the team's paired phones (issue 38 §2): a manager pairs them, the admin sees every company's */}
      {role === 'Manager' || role === 'Admin' ? (
        <Box sx={{ mt: 3 }}>
          <CompanyLeadDevices admin={role === 'Admin'} />
        </Box>
      ) : null}
    </Box>
  );
}

import { Box } from '@mui/material';
import { PageHeader } from '../../shared/ui';
import { ScanFlow } from './ScanFlow';

/** /consumption/staff (admin, manager, user): the scan page inside the signed-in shell. */
export function StaffScanPage() {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <PageHeader title="Consumo da equipe" subtitle="Leia o crachá e registre o que a pessoa consumiu" />
      <ScanFlow mode="staff" />
    </Box>
  );
}

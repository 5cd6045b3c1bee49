import { badgeJobStateLabel } from '@feira/shared';
import { Dialog, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import type { BadgeJobRecord } from './api';

const numberFormat = new Intl.NumberFormat('pt-BR');

/**
 * A big badge batch while the server's queue draws it (issue 40 §1): the job's state ("Na fila",
 * "Gerando", "Pronto"), how many badges, and a bar (determinate once badges are done). Closes when
 * the print frame opens or the job fails (the table shows the error).
 */
export function BadgeJobProgress({ job }: { job: BadgeJobRecord | null }) {
  const done = job?.done ?? 0;
  const percent = job && job.total > 0 ? Math.round((done / job.total) * 100) : 0;
  return (
    <Dialog open={job !== null} fullWidth maxWidth="xs" aria-labelledby="badge-job-title">
      <DialogTitle id="badge-job-title">Imprimindo crachás</DialogTitle>
      <DialogContent>
        <LinearProgress
          variant={percent > 0 ? 'determinate' : 'indeterminate'}
          value={percent}
          aria-label="Progresso dos crachás"
          sx={{ my: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" color="text.secondary" role="status" data-testid="badge-job-status">
          {job ? `${badgeJobStateLabel(job.state)}: ${numberFormat.format(job.total)} crachás` : ''}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}

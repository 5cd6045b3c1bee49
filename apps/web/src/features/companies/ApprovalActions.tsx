import { APPROVAL_STATUS_OPTIONS, ApprovalStatus, labelOf } from '@feira/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button } from '@mui/material';
import { StatusChip } from '../../shared/ui';

const APPROVAL_COLORS = { 0: 'warning', 1: 'success', 2: 'error' } as const;

/** The status chip of a decision (pending, approved, rejected). */
export function ApprovalChip({ status }: { status: number | null }) {
  return <StatusChip options={APPROVAL_STATUS_OPTIONS} value={status} colors={APPROVAL_COLORS} />;
}

/**
 * The admin's decision on a sent file (responsibility term, builder document): "Aprovar" and
 * "Reprovar" while pending, then the decision as a disabled button.
 */
export function ApprovalActions({
  status,
  busy,
  onDecide,
  size,
}: {
  status: number;
  busy: boolean;
  onDecide: (status: number) => void;
  size?: 'small' | 'medium';
}) {
  if (status !== ApprovalStatus.Pending) {
    return (
      <Button size={size} variant="contained" disabled startIcon={<CheckCircleIcon />}>
        {labelOf(APPROVAL_STATUS_OPTIONS, status)}
      </Button>
    );
  }
  return (
    <>
      <Button
        size={size}
        variant="contained"
        color="success"
        disabled={busy}
        onClick={() => onDecide(ApprovalStatus.Approved)}
      >
        Aprovar
      </Button>
      <Button
        size={size}
        variant="outlined"
        color="error"
        disabled={busy}
        onClick={() => onDecide(ApprovalStatus.Rejected)}
      >
        Reprovar
      </Button>
    </>
  );
}

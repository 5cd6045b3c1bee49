import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import { Box } from '@mui/material';
import type { ScanAnswer } from '../../../shared/scan';

/**
 * The latest capture's answer, large: green, amber or red with dark ink on a tint (MUI's Alert colours,
 * at least 4.5:1) as a plain box: the Alert's chunk would add 4 kB to the phone's first download.
 */
const LOOK = {
  ok: { bgcolor: '#edf7ed', color: '#1e4620', icon: CheckCircleRounded, iconColor: 'success.main' },
  repeat: { bgcolor: '#fff4e5', color: '#663c00', icon: ErrorRounded, iconColor: 'warning.main' },
  error: { bgcolor: '#fdeded', color: '#5f2120', icon: CancelRounded, iconColor: 'error.main' },
} as const;

export function CaptureAnswer({ answer }: { answer: ScanAnswer }) {
  const look = LOOK[answer.tone];
  const Icon = look.icon;
  return (
    <Box
      role="status"
      data-testid="scan-answer"
      data-tone={answer.tone}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: look.bgcolor,
        color: look.color,
        overflowWrap: 'anywhere',
      }}
    >
      <Icon sx={{ color: look.iconColor, mt: 0.25 }} />
      <Box>
        <Box component="strong" sx={{ display: 'block' }}>
          {answer.title}
        </Box>
        {answer.detail}
      </Box>
    </Box>
  );
}

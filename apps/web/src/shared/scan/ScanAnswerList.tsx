import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import { Box, Stack, Typography } from '@mui/material';
import type { ScanAnswer, ScanTone } from './scanQueue';

const LOOK: Record<ScanTone, { color: string; icon: typeof CheckCircleRounded }> = {
  ok: { color: 'success.main', icon: CheckCircleRounded },
  repeat: { color: 'warning.main', icon: ErrorRounded },
  error: { color: 'error.main', icon: CancelRounded },
};

/** The last few answers of a scan page, newest first, each in its own colour (green, amber, red). */
export function ScanAnswerList({
  answers,
  pending,
  fontSize = '1rem',
  centered = false,
}: {
  answers: ScanAnswer[];
  pending: number;
  fontSize?: string;
  centered?: boolean;
}) {
  return (
    <Stack
      component="ol"
      aria-label="Últimas leituras"
      data-testid="scan-answers"
      sx={{ m: 0, p: 0, gap: 0.5, alignItems: centered ? 'center' : 'stretch' }}
    >
      {pending > 0 ? (
        <Typography
          component="li"
          data-testid="scan-pending"
          sx={{ listStyle: 'none', color: 'text.secondary', fontSize }}
        >
          {pending === 1 ? 'Conferindo 1 leitura…' : `Conferindo ${pending} leituras…`}
        </Typography>
      ) : null}
      {answers.map((a) => {
        const { color, icon: Icon } = LOOK[a.tone];
        return (
          <Box
            component="li"
            key={a.id}
            data-testid="scan-answer"
            data-tone={a.tone}
            sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1, fontSize, minWidth: 0 }}
          >
            <Icon sx={{ color, fontSize: '1.4em', flexShrink: 0 }} />
            <Typography component="span" sx={{ fontWeight: 700, fontSize: 'inherit', flexShrink: 0 }}>
              {a.title}
            </Typography>
            {a.detail ? (
              <Typography
                component="span"
                sx={{
                  fontSize: 'inherit',
                  color: 'text.secondary',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {a.detail}
              </Typography>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}

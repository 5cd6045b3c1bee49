import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Box } from '@mui/material';

/**
 * The wizard's steps as MUI's Stepper with `alternativeLabel` draws them (numbered circles, the label
 * under each, a line between), without the Stepper's code in the page's first download
 * (bench/bundle-size.mjs): a list whose current item says `aria-current="step"`.
 */
export function AccreditationStepper({ labels, active }: { labels: string[]; active: number }) {
  return (
    <Box
      component="ol"
      aria-label="Etapas do cadastro"
      sx={{ display: 'flex', listStyle: 'none', p: 0, my: 2.5, mx: 0 }}
    >
      {labels.map((label, i) => {
        const done = i < active;
        const current = i === active;
        return (
          <Box
            component="li"
            key={label}
            aria-current={current ? 'step' : undefined}
            sx={{ flex: 1, position: 'relative', textAlign: 'center', px: 1 }}
          >
            {i > 0 && (
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  top: 12,
                  left: 'calc(-50% + 20px)',
                  right: 'calc(50% + 20px)',
                  borderTop: 1,
                  borderColor: 'grey.400',
                }}
              />
            )}
            {done ? (
              <CheckCircleRounded color="primary" sx={{ display: 'block', mx: 'auto', fontSize: 24 }} />
            ) : (
              <Box
                aria-hidden
                sx={{
                  width: 24,
                  height: 24,
                  mx: 'auto',
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: current ? 'primary.main' : 'text.disabled',
                  color: 'primary.contrastText',
                  fontSize: '0.75rem',
                }}
              >
                {i + 1}
              </Box>
            )}
            <Box
              sx={{
                mt: 2,
                typography: 'body2',
                fontWeight: done || current ? 500 : 400,
                color: done || current ? 'text.primary' : 'text.secondary',
              }}
            >
              {label}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

import { Box, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';

export interface LoadingStateProps {
  /** "spinner" (default) for a page or a card; "skeleton" for list-like content. */
  variant?: 'spinner' | 'skeleton';
  /** Number of skeleton lines. */
  lines?: number;
  message?: string;
}

export function LoadingState({
  variant = 'spinner',
  lines = 5,
  message = 'Carregando...',
}: LoadingStateProps) {
  if (variant === 'skeleton') {
    return (
      <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label={message}>
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} variant="rounded" height={28} />
        ))}
      </Stack>
    );
  }
  return (
    <Box
      role="status"
      aria-busy="true"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}
    >
      <CircularProgress size={28} aria-label={message} />
      <Typography variant="body2" color="text.secondary">
        {message}
      </Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a lazily loaded screen arrives. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100dvh' : 240 }}>
      <CircularProgress aria-label="Carregando" />
    </Box>
  );
}

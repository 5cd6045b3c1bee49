import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const APP_NAME = 'Feira';
const APP_TAGLINE = 'Painel administrativo';

interface BrandLogoProps {
  /** "light" for dark backgrounds */
  tone?: 'dark' | 'light';
  /** hide the words, keep the mark */
  compact?: boolean;
  size?: number;
}

/** The product mark: a rounded tile with a stand icon, plus the name and tagline. */
export function BrandLogo({ tone = 'dark', compact = false, size = 40 }: BrandLogoProps) {
  const light = tone === 'light';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: size,
          height: size,
          flexShrink: 0,
          borderRadius: size / 4,
          display: 'grid',
          placeItems: 'center',
          color: light ? 'primary.main' : '#fff',
          bgcolor: light ? '#fff' : 'primary.main',
          boxShadow: light ? 'none' : '0 6px 16px rgba(29,63,184,0.28)',
        }}
      >
        <StorefrontRounded sx={{ fontSize: size * 0.58 }} />
      </Box>
      {!compact && (
        <Box sx={{ minWidth: 0, lineHeight: 1 }}>
          <Typography
            component="span"
            sx={{
              display: 'block',
              fontWeight: 800,
              fontSize: size * 0.45,
              lineHeight: 1.1,
              letterSpacing: '-0.02em',
              color: light ? '#fff' : 'text.primary',
            }}
          >
            {APP_NAME}
          </Typography>
          <Typography
            component="span"
            noWrap
            sx={{
              display: 'block',
              fontSize: Math.max(11, size * 0.28),
              fontWeight: 500,
              color: light ? 'rgba(255,255,255,0.75)' : 'text.secondary',
            }}
          >
            {APP_TAGLINE}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

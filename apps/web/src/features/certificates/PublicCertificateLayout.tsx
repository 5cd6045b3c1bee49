import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../shared/brand/BrandLogo';

/** The frame of the public certificate pages (phone first, no sign-in). */
export function PublicCertificateLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        bgcolor: 'grey.100',
        display: 'flex',
        justifyContent: 'center',
        alignItems: { xs: 'stretch', sm: 'center' },
        p: { xs: 0, sm: 3 },
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 520, borderRadius: { xs: 0, sm: 3 } }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ mb: 2 }}>
            <BrandLogo tagline="Certificados" />
          </Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

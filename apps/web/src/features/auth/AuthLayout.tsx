import BadgeRounded from '@mui/icons-material/BadgeRounded';
import EngineeringRounded from '@mui/icons-material/EngineeringRounded';
import QueryStatsRounded from '@mui/icons-material/QueryStatsRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { APP_NAME, BrandLogo } from '../../shared/brand/BrandLogo';

const HIGHLIGHTS = [
  { icon: BadgeRounded, text: 'Credenciamento, crachás e check-in dos visitantes' },
  { icon: EngineeringRounded, text: 'Expositores, montadoras e prestadores de serviço' },
  { icon: QueryStatsRounded, text: 'Leads, orçamentos, pagamentos e cashback' },
];

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** links under the form */
  footer?: ReactNode;
  /** wider form column (registration) */
  wide?: boolean;
}

/** Split screen for the session pages: brand panel on desktop, a single centred column on phones. */
export function AuthLayout({ title, subtitle, children, footer, wide = false }: AuthLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        bgcolor: { xs: 'background.paper', sm: 'background.default' },
      }}
    >
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: { md: '42%', lg: '40%' },
          maxWidth: 620,
          p: { md: 5, lg: 7 },
          color: '#fff',
          position: 'relative',
          overflow: 'hidden',
          background: 'linear-gradient(150deg, #0f1f5c 0%, #1d3fb8 58%, #3d63e6 100%)',
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            width: 420,
            height: 420,
            right: -160,
            bottom: -140,
            borderRadius: '50%',
            border: '64px solid rgba(255,255,255,0.06)',
          }}
        />
        <BrandLogo tone="light" size={44} />
        <Box sx={{ position: 'relative', maxWidth: 440 }}>
          <Typography variant="h3" component="p" sx={{ fontSize: { md: '2.1rem', lg: '2.5rem' }, mb: 2 }}>
            Tudo da sua feira em um só lugar.
          </Typography>
          <Typography sx={{ opacity: 0.8, mb: 4, fontSize: 17 }}>
            Gerencie pessoas, empresas e negócios do evento com agilidade e segurança.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <Box component="li" key={text} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box
                  sx={{
                    width: 38,
                    height: 38,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(255,255,255,0.12)',
                    flexShrink: 0,
                  }}
                >
                  <Icon fontSize="small" />
                </Box>
                <Typography sx={{ opacity: 0.92 }}>{text}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.6, position: 'relative' }}>
          © {new Date().getFullYear()} {APP_NAME}. Todos os direitos reservados.
        </Typography>
      </Box>

      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          px: { xs: 2.5, sm: 4 },
          py: { xs: 4, sm: 6 },
          bgcolor: { md: 'background.paper' },
        }}
      >
        <Box
          sx={{
            width: '100%',
            maxWidth: wide ? 560 : 420,
            p: { xs: 0, sm: 5, md: 0 },
            bgcolor: 'background.paper',
            borderRadius: { sm: 4, md: 0 },
            boxShadow: { xs: 'none', sm: '0 12px 40px rgba(15,23,42,0.08)', md: 'none' },
          }}
        >
          <Box sx={{ display: { md: 'none' }, mb: 4 }}>
            <BrandLogo size={42} />
          </Box>
          <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
          {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
        </Box>
      </Box>
    </Box>
  );
}

import { formatPhoneBR, onlyDigits, STAND_MODEL_OPTIONS, UI_TEXT } from '@feira/shared';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Button, Card, CardContent, CardMedia, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { LoadingState, PageHeader } from '../../shared/ui';

/** The keys of `GET /settings/partners` (one per page). */
export type PartnerKey =
  | 'stand18'
  | 'stand36'
  | 'stand45'
  | 'stand54'
  | 'safe'
  | 'trip'
  | 'marketing'
  | 'architect'
  | 'graphic'
  | 'landscaping';

interface PartnerSettings {
  title: string;
  buttonLabel: string;
  url: string | null;
  phoneNumber: string | null;
  description: string | null;
  images: string[];
}

/** What a page shows when the settings call fails or the page has no images configured. */
const SHIPPED: Record<PartnerKey, { title: string; buttonLabel: string; image: string }> = {
  stand18: {
    title: 'Estande oficial 18 m²',
    buttonLabel: 'Entrar em Contato',
    image: '/partners/stand-18.svg',
  },
  stand36: {
    title: 'Estande oficial 36 m²',
    buttonLabel: 'Entrar em Contato',
    image: '/partners/stand-36.svg',
  },
  stand45: {
    title: 'Estande oficial 45 m²',
    buttonLabel: 'Entrar em Contato',
    image: '/partners/stand-45.svg',
  },
  stand54: {
    title: 'Estande oficial 54 m²',
    buttonLabel: 'Entrar em Contato',
    image: '/partners/stand-54.svg',
  },
  safe: {
    title: 'Seguro do estande',
    buttonLabel: 'Faça o seguro do seu estande agora',
    image: '/partners/safe.svg',
  },
  trip: { title: 'Viagem', buttonLabel: 'Reserve agora', image: '/partners/trip.svg' },
  marketing: { title: 'Marketing', buttonLabel: 'Entrar em Contato', image: '/partners/marketing.svg' },
  architect: {
    title: 'Arquitetura',
    buttonLabel: 'Faça seu projeto agora',
    image: '/partners/architect.svg',
  },
  graphic: { title: 'Gráfica', buttonLabel: 'Saiba mais', image: '/partners/graphic.svg' },
  landscaping: { title: 'Paisagismo', buttonLabel: 'Entrar em Contato', image: '/partners/landscaping.svg' },
};

function usePartners() {
  return useQuery({
    queryKey: ['settings', 'partners'],
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async () =>
      (await api<Partial<Record<PartnerKey, PartnerSettings>>>('GET', '/settings/partners')).model ?? {},
  });
}

/** The button's target: the configured link, else a WhatsApp chat with the contact phone. */
function contactLink(p: PartnerSettings | undefined): string | null {
  if (p?.url) return p.url;
  const digits = onlyDigits(p?.phoneNumber);
  return digits ? `https://wa.me/${digits}` : null;
}

/** An official-partner page: image(s), text and the contact button (spec part 1 §2 "Builders"). */
export function PartnerPage({ partnerKey }: { partnerKey: PartnerKey }) {
  const query = usePartners();
  const configured = query.data?.[partnerKey];
  const shipped = SHIPPED[partnerKey];
  const title = configured?.title || shipped.title;
  const buttonLabel = configured?.buttonLabel || shipped.buttonLabel;
  const images = configured?.images?.length ? configured.images : [shipped.image];
  const link = contactLink(configured);
  const chat = !configured?.url && !!link;

  if (query.isPending) return <LoadingState />;
  const button = (
    <Button
      variant="contained"
      size="large"
      href={link ?? undefined}
      disabled={!link}
      startIcon={chat ? <WhatsAppIcon /> : <OpenInNewIcon />}
      {...(link ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {buttonLabel}
    </Button>
  );
  return (
    <Box>
      <PageHeader title={title} />
      <Card variant="outlined" sx={{ maxWidth: 800 }}>
        {images.map((src) => (
          <CardMedia
            key={src}
            component="img"
            image={src}
            alt={title}
            sx={{ maxHeight: 560, objectFit: 'contain', bgcolor: 'grey.100' }}
          />
        ))}
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            {configured?.description && (
              <Typography sx={{ whiteSpace: 'pre-line' }}>{configured.description}</Typography>
            )}
            {configured?.phoneNumber && (
              <Typography color="text.secondary">Contato: {formatPhoneBR(configured.phoneNumber)}</Typography>
            )}
            {link ? (
              button
            ) : (
              <Tooltip title="Contato ainda não configurado">
                <span>{button}</span>
              </Tooltip>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

/** /builder/official/22-5, /27, /30: stand models without a page yet. */
export function StandPlaceholderPage() {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <LoadingState />
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {UI_TEXT.loadingBuilder}
      </Typography>
    </Box>
  );
}

/** Stand-model page keys by route slug (18 -> stand18). */
export const STAND_PAGES = STAND_MODEL_OPTIONS.map((m) => ({
  slug: m.slug,
  key: m.hasPage ? (`stand${m.slug}` as PartnerKey) : null,
}));

import {
  DEFAULT_PARTNERS,
  formatPhone,
  onlyDigits,
  type PartnerPageInput,
  type PartnerPageKey,
  type PartnerPage as PartnerSettings,
  partnerPageSchema,
  UI_TEXT,
} from '@feira/shared';
import EmailIcon from '@mui/icons-material/Email';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SettingsIcon from '@mui/icons-material/Settings';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Button, Card, CardContent, CardMedia, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import {
  FormDialog,
  FormMultiUploadField,
  FormPhoneField,
  FormTextField,
  LoadingState,
  PageHeader,
} from '../../shared/ui';

/** The keys of `GET /settings/partners` (one per page). */
export type PartnerKey = PartnerPageKey;

/** The image each page shows while an admin has uploaded none (apps/web/public/partners). */
const SHIPPED_IMAGES: Record<PartnerKey, string> = {
  stand18: '/partners/stand-18.svg',
  stand36: '/partners/stand-36.svg',
  stand45: '/partners/stand-45.svg',
  stand54: '/partners/stand-54.svg',
  safe: '/partners/safe.svg',
  trip: '/partners/trip.svg',
  marketing: '/partners/marketing.svg',
  architect: '/partners/architect.svg',
  graphic: '/partners/graphic.svg',
  landscaping: '/partners/landscaping.svg',
};

const PARTNERS_QUERY = ['settings', 'partners'] as const;

export function usePartners() {
  return useQuery({
    queryKey: PARTNERS_QUERY,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async () =>
      (await api<Partial<Record<PartnerKey, PartnerSettings>>>('GET', '/settings/partners')).model ?? {},
  });
}

/** The button's target: the configured link, else a WhatsApp chat with the contact phone. */
export function contactLink(p: Pick<PartnerSettings, 'url' | 'phoneNumber'> | undefined): string | null {
  if (p?.url) return p.url;
  const digits = onlyDigits(p?.phoneNumber);
  return digits ? `https://wa.me/${digits}` : null;
}

/** An official-partner page: image(s), text and the contact button (spec part 1 §2 "Builders"). */
export function PartnerPage({ partnerKey }: { partnerKey: PartnerKey }) {
  const { role } = useSession();
  const admin = role === 'Admin';
  const [configuring, setConfiguring] = useState(false);
  const query = usePartners();
  // The call failing (or an old server) still shows the shipped page with its default contact.
  const configured = query.data?.[partnerKey] ?? DEFAULT_PARTNERS[partnerKey];
  const title = configured.title;
  const buttonLabel = configured.buttonLabel;
  const images = configured.images?.length ? configured.images : [SHIPPED_IMAGES[partnerKey]];
  const link = contactLink(configured);
  const mail = !!link?.startsWith('mailto:');
  const chat = !configured.url && !!link;

  if (query.isPending) return <LoadingState />;
  const button = (
    <Button
      variant="contained"
      size="large"
      href={link ?? undefined}
      disabled={!link}
      startIcon={chat ? <WhatsAppIcon /> : mail ? <EmailIcon /> : <OpenInNewIcon />}
      {...(link && !mail ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {buttonLabel}
    </Button>
  );
  return (
    <Box>
      <PageHeader
        title={title}
        actions={
          admin ? (
            <Button variant="outlined" startIcon={<SettingsIcon />} onClick={() => setConfiguring(true)}>
              Configurar
            </Button>
          ) : undefined
        }
      />
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
            {configured.description && (
              <Typography sx={{ whiteSpace: 'pre-line' }}>{configured.description}</Typography>
            )}
            {configured.phoneNumber && (
              <Typography color="text.secondary">Contato: {formatPhone(configured.phoneNumber)}</Typography>
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
      {admin && (
        <PartnerSettingsDialog
          open={configuring}
          partnerKey={partnerKey}
          current={configured}
          onClose={() => setConfiguring(false)}
        />
      )}
    </Box>
  );
}

/** An error of `PUT /settings/partners` names "stand18.url": the dialog's field is "url". */
function unprefixed(err: unknown, key: string): unknown {
  if (!(err instanceof ApiError)) return err;
  const errors = Object.fromEntries(
    Object.entries(err.errors).map(([field, message]) => [
      field.startsWith(`${key}.`) ? field.slice(key.length + 1) : field,
      message,
    ]),
  );
  return new ApiError(err.message, err.status, errors, err.code);
}

/** "Configurar página" (admin): the page's texts, contact link, WhatsApp number and images. */
export function PartnerSettingsDialog(props: {
  open: boolean;
  partnerKey: PartnerKey;
  current: PartnerSettings;
  onClose: () => void;
}) {
  const { partnerKey, current } = props;
  const client = useQueryClient();
  const defaults: PartnerPageInput = {
    title: current.title,
    buttonLabel: current.buttonLabel,
    url: current.url ?? '',
    phoneNumber: current.phoneNumber ?? '',
    description: current.description ?? '',
    images: current.images ?? [],
  };
  return (
    <FormDialog<PartnerPageInput, PartnerSettings>
      open={props.open}
      onClose={props.onClose}
      title="Configurar página"
      schema={partnerPageSchema}
      defaultValues={defaults}
      onSubmit={async (values) => {
        try {
          const saved = await api<Record<PartnerKey, PartnerSettings>>('PUT', '/settings/partners', {
            body: { [partnerKey]: values },
          });
          if (saved.model) client.setQueryData(PARTNERS_QUERY, saved.model);
        } catch (err) {
          throw unprefixed(err, partnerKey);
        }
      }}
    >
      <FormTextField<PartnerPageInput> name="title" label="Título" required />
      <FormTextField<PartnerPageInput> name="buttonLabel" label="Texto do botão" required />
      <FormTextField<PartnerPageInput>
        name="url"
        label="Link do botão"
        helperText="Um endereço https://… ou mailto:e-mail. Sem link, o botão abre o WhatsApp do telefone."
      />
      <FormPhoneField<PartnerPageInput> name="phoneNumber" label="Telefone (WhatsApp)" />
      <FormTextField<PartnerPageInput> name="description" label="Descrição" multiline minRows={3} />
      <FormMultiUploadField<PartnerPageInput>
        name="images"
        label="Imagens (PNG ou JPEG)"
        accept="image"
        tenant="files"
      />
    </FormDialog>
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

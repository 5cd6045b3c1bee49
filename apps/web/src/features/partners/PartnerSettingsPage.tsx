import { DEFAULT_PARTNERS, formatPhone, PARTNER_PAGE_KEYS, UI_TEXT } from '@feira/shared';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Grid,
  Link,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingState, PageHeader } from '../../shared/ui';
import { AccreditationTermsCard } from '../accreditation';
import { contactLink, type PartnerKey, PartnerSettingsDialog, usePartners } from './PartnerPage';
import { partnerPath } from './paths';

/** A link as people read it ("mailto:...?subject=Estande oficial 18 m²"). */
function readable(link: string): string {
  try {
    return decodeURI(link);
  } catch {
    return link;
  }
}

/** /builder/partners "Páginas de parceiros" (admin): every official-partner page and its contact. */
export function PartnerSettingsPage() {
  const query = usePartners();
  const [editing, setEditing] = useState<PartnerKey | null>(null);
  if (query.isPending) return <LoadingState />;
  const pages = { ...DEFAULT_PARTNERS, ...query.data };
  return (
    <Box>
      <PageHeader
        title="Páginas de parceiros"
        subtitle="Textos, contato e imagens das páginas de estandes oficiais e parceiros vistas pelos expositores"
      />
      <Grid container spacing={2}>
        {PARTNER_PAGE_KEYS.map((key) => {
          const page = pages[key];
          const link = contactLink(page);
          return (
            <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Card variant="outlined" data-testid={`partner-${key}`} sx={{ height: '100%' }}>
                {page.images[0] && (
                  <CardMedia
                    component="img"
                    image={page.images[0]}
                    alt={`Imagem da página ${page.title}`}
                    sx={{ height: 120, objectFit: 'cover', bgcolor: 'grey.100' }}
                  />
                )}
                <CardContent>
                  <Typography variant="h6">{page.title}</Typography>
                  <Typography variant="body2" color="text.secondary" gutterBottom>
                    Botão: {page.buttonLabel}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    Link:{' '}
                    {(page.url && readable(page.url)) ||
                      (link ? `WhatsApp ${formatPhone(page.phoneNumber)}` : UI_TEXT.notInformed)}
                  </Typography>
                  <Typography variant="body2">
                    Telefone: {formatPhone(page.phoneNumber) || UI_TEXT.notInformed}
                  </Typography>
                  <Typography variant="body2">
                    Imagens: {page.images.length ? page.images.length : 'padrão'}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button size="small" startIcon={<SettingsIcon />} onClick={() => setEditing(key)}>
                    Configurar
                  </Button>
                  <Link component={RouterLink} to={partnerPath(key)} variant="button" sx={{ fontSize: 13 }}>
                    Abrir página
                  </Link>
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      <Box sx={{ mt: 3 }}>
        <AccreditationTermsCard />
      </Box>
      {editing && (
        <PartnerSettingsDialog
          open
          partnerKey={editing}
          current={pages[editing]}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}

import { Alert, Box, Card, CardContent } from '@mui/material';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useLoad } from '../../shared/api/useLoad';
import { BrandLogo } from '../../shared/brand/BrandLogo';
import { lazyNamed } from '../../shared/routing/lazyNamed';
import { LoadingState } from '../../shared/ui';
import { getContact } from './api';

/*
 * The card's content (./ContactCard: the person, phone formatting with libphonenumber-js, the vCard
 * and lead buttons) is its own chunk, fetched together with the card's data, so the page's first
 * download holds only this frame and the loader (bench/bundle-size.mjs); the content is in memory before
 * the data is shown.
 */
const loadContactCard = () => import('./ContactCard');
const ContactCard = lazyNamed(loadContactCard, 'ContactCard');

async function loadContact(code: string) {
  // never rejected here: a chunk that failed is fetched again (and fails visibly) when rendered
  const [contact] = await Promise.all([getContact(code), loadContactCard().catch(() => null)]);
  return contact;
}

/** /Contact/Share/{code} (public; the badge's code, never the internal id): a scanned badge's card. */
export function ContactCardPage() {
  const { code = '' } = useParams();
  const query = useLoad(code, () => loadContact(code));
  const contact = query.data;
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} variant="outlined">
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
            <BrandLogo tagline="Cartão de contato" />
          </Box>
          {query.isLoading && <LoadingState />}
          {query.error && <Alert severity="error">{query.error.message}</Alert>}
          {contact && (
            <Suspense fallback={<LoadingState />}>
              <ContactCard code={code} contact={contact} />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

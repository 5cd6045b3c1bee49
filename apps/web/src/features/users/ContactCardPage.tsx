import { Alert, Box, Card, CardContent } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useParams } from 'react-router';
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

async function loadContact(id: string) {
  // never rejected here: a chunk that failed is fetched again (and fails visibly) when rendered
  const [contact] = await Promise.all([getContact(id), loadContactCard().catch(() => null)]);
  return contact;
}

/** /Contact/Share/{id} (public; id or badge code): the contact card of a scanned badge. */
export function ContactCardPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['contact', id], queryFn: () => loadContact(id), retry: false });
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
            <BrandLogo />
          </Box>
          {query.isPending && <LoadingState />}
          {query.isError && <Alert severity="error">{(query.error as Error).message}</Alert>}
          {contact && (
            <Suspense fallback={<LoadingState />}>
              <ContactCard id={id} contact={contact} />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

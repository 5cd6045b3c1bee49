import { Box, Typography } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { BrandLogo } from '../../../shared/brand/BrandLogo';
import { LeadSession } from '../../../shared/offline';
import { pairedDeviceHint, registerOffline } from '../../../shared/offline/registerOffline';
import { lazyNamed } from '../../../shared/routing/lazyNamed';
import { LeadPhoneScanner } from './LeadPhoneScanner';

// only an unpaired phone needs it (a paired one opens straight to the scanner)
const LeadPhonePairing = lazyNamed(() => import('./LeadPhonePairing'), 'LeadPhonePairing');

const Opening = () => (
  <Typography role="status" color="text.secondary" sx={{ py: 3 }}>
    Abrindo…
  </Typography>
);

/** The phone's lead session, opened when a lead phone is paired here (null: pairing screen). */
function useLeadSession() {
  const [hint, setHint] = useState(() => pairedDeviceHint('lead'));
  const [session, setSession] = useState<LeadSession | null>(null);
  useEffect(() => {
    if (!hint) return;
    let live = true;
    let opened: LeadSession | null = null;
    // revoked or expired: the session wiped IndexedDB; back to the pairing screen
    const unpaired = () => {
      setSession(null);
      setHint(null);
    };
    void LeadSession.open(unpaired).then((s) => {
      opened = s;
      if (!live) s?.close();
      else if (s) setSession(s);
      else unpaired();
    });
    return () => {
      live = false;
      opened?.close();
    };
  }, [hint]);
  return { hint, session, paired: () => setHint(pairedDeviceHint('lead')) };
}

/**
 * /lead/mobile (no sign-in, issue 38 §3): an exhibitor's phone paired for lead capture (the company's
 * "Celulares de captura de leads") reads badges with a USB/Bluetooth reader or the camera, online and
 * offline (service worker + IndexedDB queue, shared/offline). Not paired: the pairing screen.
 */
export function LeadPhonePage() {
  // installable (its own web manifest: the app opens on this page), and opens with no network
  useEffect(() => registerOffline('/lead.webmanifest'), []);
  const { hint, session, paired } = useLeadSession();
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, pt: 2, pb: 3 }}>
        <Box sx={{ mb: 2 }}>
          <BrandLogo size={32} tagline="Expositores" />
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Captura de leads
        </Typography>
        {hint ? (
          <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="lead-phone-owner">
            {hint.companyName}
          </Typography>
        ) : null}
        {!hint ? (
          <Suspense fallback={<Opening />}>
            <LeadPhonePairing onPaired={paired} />
          </Suspense>
        ) : session ? (
          <LeadPhoneScanner session={session} />
        ) : (
          <Opening />
        )}
      </Box>
    </Box>
  );
}

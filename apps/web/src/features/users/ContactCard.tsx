import { formatPhone } from '@feira/shared';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import { Alert, Avatar, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { SaveAsLeadButton } from '../leads';
import { type ContactCard as ContactCardModel, fetchVcard } from './api';

/*
 * The contact card's content, once its data is in: ContactCardPage fetches this module together with
 * the data, so the page's first download holds only the frame and the loader (bench/bundle-size.mjs).
 * The phone's formatting brings libphonenumber-js (~30 kB gzipped).
 */

/** A file name from the person's name: "Maria Souza.vcf". */
export function vcardFileName(fullName: string): string {
  const base = fullName
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || 'contato'}.vcf`;
}

/** The phone as shown (shared formatPhone): "(11) 98765-4321", "+1 202 555 0123". */
function contactPhoneText(phoneNumber: string): string {
  return formatPhone(phoneNumber);
}

/** The person, their phone and e-mail, "SALVAR CONTATO" (vCard) and "Salvar como lead". */
export function ContactCard({ code, contact }: { code: string; contact: ContactCardModel }) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const blob = await fetchVcard(code);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = vcardFileName(contact.fullName);
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Avatar sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.main' }}>
        {contact.fullName.trim().charAt(0).toUpperCase()}
      </Avatar>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {contact.fullName}
        </Typography>
        {contact.companyName && (
          <Typography variant="subtitle1" color="text.secondary">
            {contact.companyName}
          </Typography>
        )}
        {contact.profession && (
          <Typography variant="body2" color="text.secondary">
            {contact.profession}
          </Typography>
        )}
      </Box>
      <Stack spacing={1} sx={{ width: '100%' }}>
        {contact.phoneNumber && (
          <Button
            component={Link}
            href={`tel:${contact.phoneNumber}`}
            startIcon={<PhoneOutlinedIcon />}
            variant="outlined"
            fullWidth
          >
            {contactPhoneText(contact.phoneNumber)}
          </Button>
        )}
        {contact.email && (
          <Button
            component={Link}
            href={`mailto:${contact.email}`}
            startIcon={<EmailOutlinedIcon />}
            variant="outlined"
            fullWidth
            sx={{ textTransform: 'none', wordBreak: 'break-all' }}
          >
            {contact.email}
          </Button>
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        variant="contained"
        size="large"
        fullWidth
        startIcon={<SaveAltIcon />}
        loading={saving}
        onClick={save}
      >
        SALVAR CONTATO
      </Button>
      <SaveAsLeadButton code={code} />
    </Stack>
  );
}

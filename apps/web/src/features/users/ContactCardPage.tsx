import { formatPhoneBR, nationalPhone } from '@feira/shared';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import { Alert, Avatar, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BrandLogo } from '../../shared/brand/BrandLogo';
import { LoadingState } from '../../shared/ui';
import { SaveAsLeadButton } from '../leads';
import { fetchVcard, getContact } from './api';

/** A file name from the person's name: "Maria Souza.vcf". */
export function vcardFileName(fullName: string): string {
  const base = fullName
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || 'contato'}.vcf`;
}

/** /Contact/Share/{id} (public; id or badge code): the contact card of a scanned badge. */
export function ContactCardPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['contact', id], queryFn: () => getContact(id), retry: false });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const contact = query.data;

  const save = async () => {
    if (!contact) return;
    setSaving(true);
    setError(null);
    try {
      const blob = await fetchVcard(id);
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

  const phone = contact?.phoneNumber ? nationalPhone(contact.phoneNumber) : '';
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
                    {formatPhoneBR(phone) || contact.phoneNumber}
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
              <SaveAsLeadButton code={id} />
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

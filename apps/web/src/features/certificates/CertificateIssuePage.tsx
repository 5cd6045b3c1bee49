import { isValidCpf, parseDateBR } from '@feira/shared';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { CpfField, DateField } from '../../shared/ui';
import { issueCertificate } from './api';
import { PublicCertificateLayout } from './PublicCertificateLayout';

/**
 * /certificado/emissao (public): CPF and birth date; when the person checked in to an event with a
 * certificate, the PDF downloads. The message for "not found" never says whether the CPF exists.
 */
export function CertificateIssuePage() {
  const [cpf, setCpf] = useState('');
  const [birth, setBirth] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setDone(false);
    const birthDate = parseDateBR(birth);
    if (!isValidCpf(cpf)) return setError('Informe um CPF válido');
    if (!birthDate) return setError('Informe a data de nascimento (DD/MM/AAAA)');
    setBusy(true);
    try {
      const blob = await issueCertificate(cpf, birthDate);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'Certificado.pdf';
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setDone(true);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicCertificateLayout title="Emissão de certificado">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Informe seu CPF e sua data de nascimento para baixar o certificado dos eventos em que você fez
        check-in.
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {done ? <Alert severity="success">Certificado gerado. O download começou.</Alert> : null}
        <CpfField value={cpf} onChange={setCpf} required fullWidth />
        <DateField label="Data de nascimento" value={birth} onChange={setBirth} required fullWidth />
        <Button type="submit" variant="contained" size="large" loading={busy} startIcon={<DownloadIcon />}>
          Emitir certificado
        </Button>
      </Stack>
    </PublicCertificateLayout>
  );
}

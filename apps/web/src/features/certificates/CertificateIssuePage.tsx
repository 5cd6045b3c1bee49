import { FIELD_MESSAGES, isValidCpf, parseDateBR } from '@feira/shared';
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
  // a wrong field is said once, under the field (issue 39 item 17), not again in the alert above
  const [fieldErrors, setFieldErrors] = useState<{ cpf?: string; birth?: string }>({});
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setDone(false);
    const birthDate = parseDateBR(birth);
    const wrong = {
      cpf: isValidCpf(cpf) ? undefined : cpf ? FIELD_MESSAGES.invalidCpf : FIELD_MESSAGES.required,
      birth: birthDate
        ? undefined
        : birth
          ? 'Informe a data de nascimento (DD/MM/AAAA)'
          : FIELD_MESSAGES.required,
    };
    setFieldErrors(wrong);
    if (wrong.cpf || wrong.birth || !birthDate) return;
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
        <CpfField
          value={cpf}
          onChange={(v) => {
            setCpf(v);
            setFieldErrors((f) => ({ ...f, cpf: undefined }));
          }}
          required
          fullWidth
          {...(fieldErrors.cpf ? { error: true, helperText: fieldErrors.cpf } : {})}
        />
        <DateField
          label="Data de nascimento"
          value={birth}
          onChange={(v) => {
            setBirth(v);
            setFieldErrors((f) => ({ ...f, birth: undefined }));
          }}
          required
          fullWidth
          {...(fieldErrors.birth ? { error: true, helperText: fieldErrors.birth } : {})}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} startIcon={<DownloadIcon />}>
          Emitir certificado
        </Button>
      </Stack>
    </PublicCertificateLayout>
  );
}

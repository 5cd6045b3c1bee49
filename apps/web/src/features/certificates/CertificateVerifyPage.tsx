import { formatDate } from '@feira/shared';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Alert, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useLoad } from '../../shared/api/useLoad';
import { LoadingState } from '../../shared/ui';
import { verifyCertificate } from './api';
import { PublicCertificateLayout } from './PublicCertificateLayout';

/** /certificado/validar/{code} (public): says whether a printed certificate is genuine. */
export function CertificateVerifyPage() {
  const { code = '' } = useParams();
  const query = useLoad(code, () => verifyCertificate(code));
  const c = query.data;
  return (
    <PublicCertificateLayout title="Validação de certificado">
      {query.isLoading ? <LoadingState /> : null}
      {query.error ? <Alert severity="error">{query.error.message}</Alert> : null}
      {c ? (
        <Stack spacing={1.5}>
          <Alert icon={<VerifiedIcon />} severity="success" sx={{ fontSize: '1.1rem' }}>
            Certificado autêntico
          </Alert>
          <Typography>
            Emitido para <strong>{c.fullName}</strong>
          </Typography>
          <Typography>
            Evento: <strong>{c.event}</strong>
            {c.when ? ` (${formatDate(c.when)})` : ''}
          </Typography>
          {c.hours ? <Typography>Carga horária: {c.hours} horas</Typography> : null}
          <Typography color="text.secondary">
            Código {c.code} · emitido em {formatDate(c.issuedAt)}
          </Typography>
        </Stack>
      ) : null}
    </PublicCertificateLayout>
  );
}

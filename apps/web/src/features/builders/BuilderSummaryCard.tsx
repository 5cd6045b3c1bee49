import { formatCnpj, formatPhone, UI_TEXT } from '@feira/shared';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import {
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { api } from '../../shared/api/client';
import { LoadingState } from '../../shared/ui';
import { BuilderRegistration } from './BuilderRegistration';
import type { BuilderRecord } from './types';

export function useBuilderOfCompany(companyId: string | undefined) {
  return useQuery({
    queryKey: ['builder-of-company', companyId],
    enabled: !!companyId,
    queryFn: async () =>
      (await api<BuilderRecord | null>('GET', `/builder/company/${companyId}`)).model ?? null,
  });
}

/**
 * "Detalhes da montadora": the builder an exhibitor claimed, or that none was registered yet; then an
 * admin may register one for this exhibitor ("Cadastrar Montadora": CNPJ look-up, create, tag).
 */
export function BuilderSummaryCard({ companyId, admin = false }: { companyId: string; admin?: boolean }) {
  const query = useBuilderOfCompany(companyId);
  const record = query.data;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [registering, setRegistering] = useState(false);
  return (
    <Card variant="outlined" data-testid="builder-card">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Detalhes da montadora
        </Typography>
        {query.isPending ? (
          <LoadingState variant="skeleton" />
        ) : query.isError ? (
          <Typography color="error">{query.error.message}</Typography>
        ) : !record ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography color="text.secondary">Nenhuma montadora cadastrada</Typography>
            {admin && (
              <Button
                variant="outlined"
                size="small"
                startIcon={<AddIcon />}
                onClick={() => setRegistering(true)}
              >
                Cadastrar Montadora
              </Button>
            )}
          </Stack>
        ) : (
          <Stack spacing={0.5}>
            <Typography sx={{ fontWeight: 600 }}>{record.builder.name}</Typography>
            <Typography variant="body2">{record.builder.socialName}</Typography>
            <Typography variant="body2">CNPJ: {formatCnpj(record.builder.document)}</Typography>
            <Typography variant="body2">
              Telefone: {formatPhone(record.builder.phoneNumber) || UI_TEXT.notInformed}
            </Typography>
            <Typography variant="body2">E-mail: {record.builder.email || UI_TEXT.notInformed}</Typography>
            <Stack direction="row" spacing={1} sx={{ pt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={record.allDocumentsApproved ? 'success' : 'default'}
                label={record.allDocumentsApproved ? 'Documentos aprovados' : 'Documentos pendentes'}
              />
              <Button component={RouterLink} to={`/builder/${record._id}`} size="small">
                Ver documentos
              </Button>
            </Stack>
          </Stack>
        )}
      </CardContent>
      {admin && (
        <Dialog
          open={registering}
          onClose={() => setRegistering(false)}
          fullWidth
          maxWidth="md"
          fullScreen={phone}
        >
          <DialogTitle sx={{ pr: 6 }}>
            Cadastrar Montadora
            <IconButton
              aria-label="Fechar"
              onClick={() => setRegistering(false)}
              sx={{ position: 'absolute', right: 8, top: 8 }}
            >
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers>
            <BuilderRegistration
              companyId={companyId}
              framed={false}
              onRegistered={() => {
                setRegistering(false);
                void query.refetch();
              }}
            />
          </DialogContent>
        </Dialog>
      )}
    </Card>
  );
}

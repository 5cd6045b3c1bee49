import { type PixSettings, type PixSettingsInput, pixSettingsSchema } from '@feira/shared';
import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { FormDialog, FormTextField, LoadingState } from '../../shared/ui';

/** Admin: the Pix receiver of the payment page (key, merchant name <= 25, city <= 15). */
export function PixSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const query = useQuery({
    queryKey: ['settings', 'pix'],
    queryFn: async () => (await api<PixSettings>('GET', '/settings/pix')).model,
    enabled: open,
  });
  if (!open) return null;
  if (!query.data) return query.isLoading ? <LoadingState /> : null;
  return (
    <FormDialog<PixSettingsInput, PixSettings>
      open
      title="Recebimento por Pix"
      schema={pixSettingsSchema}
      defaultValues={query.data}
      onClose={onClose}
      onSuccess={() => void query.refetch()}
      onSubmit={(values) => api('PUT', '/settings/pix', { body: values })}
    >
      <Stack spacing={2}>
        <Alert severity="info">
          A chave, o nome e a cidade entram no QR Code Pix e no Pix copia e cola da página de pagamento.
        </Alert>
        <FormTextField
          name="key"
          label="Chave Pix"
          required
          helperText="CPF, CNPJ, e-mail, celular ou chave aleatória"
        />
        <FormTextField
          name="merchantName"
          label="Nome do recebedor"
          required
          helperText="Até 25 caracteres, sem acentos no QR Code"
        />
        <FormTextField
          name="merchantCity"
          label="Cidade do recebedor"
          required
          helperText="Até 15 caracteres"
        />
      </Stack>
    </FormDialog>
  );
}

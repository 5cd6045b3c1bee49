import { type CertificateTemplateInput, certificateTemplateInputSchema, formatDate } from '@feira/shared';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client';
import { DeleteConfirmDialog, DetailPage, FormDialog, RecordActions } from '../../shared/ui';
import { getTemplate } from './api';
import { CertificateFormFields } from './CertificateFormFields';

/** /certificate/{id}: the template with its event, "Editar" (dialog) and delete. */
export function CertificateDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['certificate', id], queryFn: () => getTemplate(id), retry: false });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const c = query.data;
  return (
    <DetailPage
      title="Certificado"
      actions={
        c ? <RecordActions onDelete={() => setDeleting(true)} onEdit={() => setEditing(true)} /> : null
      }
      loading={query.isLoading}
      failed={query.isError}
      notFound="Certificado não encontrado."
    >
      {c ? (
        <Card variant="outlined" sx={{ maxWidth: 960 }}>
          <CardContent>
            <Stack spacing={2}>
              <Box>
                <Typography variant="h5" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {c.title}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Criado em {formatDate(c.createdAt)} · {c.issued} emitido(s)
                </Typography>
              </Box>
              <Typography>
                Evento:{' '}
                <Link component={RouterLink} to={`/event/${c.event._id}`}>
                  {c.event.title}
                </Link>
              </Typography>
              <Typography>Carga horária: {c.hours} horas</Typography>
              <Typography
                sx={{
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  p: 2,
                  bgcolor: 'grey.50',
                  borderRadius: 1,
                }}
              >
                {c.text}
              </Typography>
              {c.background ? (
                <Box
                  component="img"
                  src={c.background}
                  alt="Fundo do certificado"
                  sx={{ maxWidth: 420, borderRadius: 1, border: 1, borderColor: 'divider' }}
                />
              ) : (
                <Typography color="text.secondary">Sem imagem de fundo: moldura padrão.</Typography>
              )}
            </Stack>
          </CardContent>
        </Card>
      ) : null}
      {c && editing ? (
        <FormDialog<CertificateTemplateInput, unknown>
          open
          maxWidth="md"
          title="Editar Certificado"
          schema={certificateTemplateInputSchema as never}
          defaultValues={{
            event: c.event._id,
            title: c.title,
            text: c.text,
            background: c.background,
            hours: c.hours,
          }}
          reloadList="/certificate"
          onClose={() => setEditing(false)}
          onSuccess={() => void query.refetch()}
          onSubmit={(values) => api('PUT', `/certificate/${c._id}`, { body: values })}
        >
          <CertificateFormFields />
        </FormDialog>
      ) : null}
      <DeleteConfirmDialog
        open={deleting}
        title="Excluir Certificado"
        itemName={c?.title}
        onClose={() => setDeleting(false)}
        onConfirm={() => api('DELETE', `/certificate/${id}`)}
        onDeleted={() => navigate('/certificate')}
        reloadList="/certificate"
      />
    </DetailPage>
  );
}

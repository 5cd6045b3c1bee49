import type { CertificateTemplateInput } from '@feira/shared';
import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormSelect, FormTextField, FormUploadField } from '../../shared/ui';
import { eventOptions } from './api';

export const emptyTemplate = (): CertificateTemplateInput => ({
  event: '',
  title: 'Certificado de participação',
  text: 'Certificamos que {nome} participou de {evento}, realizado em {data}, com carga horária de {horas} horas.',
  background: null,
  hours: 0,
});

/** The event, title, text with {nome} {evento} {data} {horas}, an optional background and the hours. */
export function CertificateFormFields() {
  const events = useQuery({ queryKey: ['certificate-events'], queryFn: eventOptions });
  return (
    <Stack spacing={2}>
      <FormSelect<CertificateTemplateInput>
        name="event"
        label="Evento"
        required
        options={events.data ?? []}
      />
      <FormTextField<CertificateTemplateInput> name="title" label="Título" required />
      <FormTextField<CertificateTemplateInput>
        name="text"
        label="Texto"
        required
        multiline
        minRows={4}
        helperText="Use {nome}, {evento}, {data} e {horas} para os dados de cada participante."
      />
      <FormTextField<CertificateTemplateInput> name="hours" label="Carga horária (horas)" numeric />
      <FormUploadField<CertificateTemplateInput>
        name="background"
        label="Imagem de fundo (A4 paisagem)"
        accept="image"
        tenant="certificate"
      />
    </Stack>
  );
}

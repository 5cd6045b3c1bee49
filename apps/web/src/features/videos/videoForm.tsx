import { VIDEO_STATUS_OPTIONS, type VideoFormInput } from '@feira/shared';
import { Stack } from '@mui/material';
import { FormSelect, FormTextField } from '../../shared/ui';
import { AudienceFields } from '../../shared/ui/form/AudienceFields';

export const emptyVideo = (status: 0 | 1 = 0): VideoFormInput => ({
  title: '',
  link: '',
  description: '',
  status,
  published: false,
  audience: [],
});

/** Title, link, description (required, "Campo obrigatório") and the category: Treinamento or Vendas. */
export function VideoFormFields() {
  return (
    <Stack spacing={2}>
      <FormTextField<VideoFormInput> name="title" label="Título" required autoFocus />
      <FormTextField<VideoFormInput>
        name="link"
        label="Link do vídeo"
        required
        placeholder="https://youtu.be/..."
      />
      <FormTextField<VideoFormInput> name="description" label="Descrição" required multiline minRows={3} />
      <FormSelect<VideoFormInput> name="status" label="Categoria" options={VIDEO_STATUS_OPTIONS} />
      <AudienceFields<VideoFormInput> video />
    </Stack>
  );
}

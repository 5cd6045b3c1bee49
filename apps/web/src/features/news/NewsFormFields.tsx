import type { NewsFormInput } from '@feira/shared';
import { Stack } from '@mui/material';
import { FormTextField, FormUploadField } from '../../shared/ui';
import { AudienceFields } from '../../shared/ui/form/AudienceFields';

export const emptyNews = (): NewsFormInput => ({
  title: '',
  description: '',
  banner: null,
  video: '',
  published: false,
  audience: [],
});

/**
 * Title, text (plain text: shown exactly as typed, never as HTML), banner png/jpeg, video link, and who
 * sees it once published ("Novidades").
 */
export function NewsFormFields() {
  return (
    <Stack spacing={2}>
      <FormTextField<NewsFormInput> name="title" label="Título" required autoFocus />
      <FormTextField<NewsFormInput>
        name="description"
        label="Texto"
        multiline
        minRows={6}
        helperText="O texto aparece exatamente como digitado, com as quebras de linha."
      />
      <FormUploadField<NewsFormInput> name="banner" label="Banner" accept="image" tenant="news" />
      <FormTextField<NewsFormInput> name="video" label="Link do vídeo" placeholder="https://youtu.be/..." />
      <AudienceFields<NewsFormInput> />
    </Stack>
  );
}

import { type VideoFormInput, videoFormSchema } from '@feira/shared';
import { Card, CardContent, Stack } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { FormActions, PageHeader, useReloadList } from '../../shared/ui';
import { zodResolver } from '../../shared/ui/form/zodResolver';
import { emptyVideo, VideoFormFields } from './videoForm';

/** The message the list shows after the form (spec: success and error both go back to the list). */
export interface VideoNotice {
  severity: 'success' | 'error';
  text: string;
}

/**
 * /courses/create "Adicionar Vídeos" and /construction/create "Adicionar obra": on success and on a
 * server error alike it goes back to its list with the message.
 */
export function VideoFormPage({ title, backTo }: { title: string; backTo: string }) {
  const navigate = useNavigate();
  const reload = useReloadList();
  const form = useForm<VideoFormInput>({
    resolver: zodResolver(videoFormSchema) as never,
    defaultValues: emptyVideo(),
  });
  const submit = form.handleSubmit(async (values) => {
    let notice: VideoNotice;
    try {
      await api('POST', '/createvideo', { body: values });
      await reload('/video');
      notice = { severity: 'success', text: 'Vídeo cadastrado com sucesso!' };
    } catch (err) {
      notice = { severity: 'error', text: err instanceof Error ? err.message : String(err) };
    }
    navigate(backTo, { state: { notice } });
  });
  return (
    <Stack spacing={2}>
      <PageHeader title={title} />
      <Card variant="outlined" sx={{ maxWidth: 720 }}>
        <CardContent>
          <FormProvider {...form}>
            <Stack component="form" noValidate spacing={2} onSubmit={submit}>
              <VideoFormFields />
              <FormActions saving={form.formState.isSubmitting} onCancel={() => navigate(backTo)} />
            </Stack>
          </FormProvider>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** /courses/create. */
export const CourseVideoFormPage = () => <VideoFormPage title="Adicionar Vídeos" backTo="/courses" />;
/** /construction/create. */
export const ConstructionFormPage = () => <VideoFormPage title="Adicionar obra" backTo="/construction" />;

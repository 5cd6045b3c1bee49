import { CHECKIN_OPENS_HOURS_DEFAULT, EVENT_TYPE_OPTIONS, type EventInput } from '@feira/shared';
import { Stack } from '@mui/material';
import { FormDateTimeField, FormSelect, FormTextField, FormUploadField } from '../../shared/ui';
import { KioskSettingsFields } from './KioskSettingsFields';

export const emptyEvent = (): EventInput => ({
  title: '',
  description: '',
  type: '' as unknown as number,
  capacity: 0,
  banner: null,
  video: '',
  when: null,
  until: null,
  checkinOpensHoursBefore: CHECKIN_OPENS_HOURS_DEFAULT,
  kioskAddsUnlisted: null,
});

/**
 * Title, description, type (spec codes with Portuguese labels), capacity (0 = Ilimitado), dates, the
 * kiosk's settings, banner, video.
 */
export function EventFormFields() {
  return (
    <Stack spacing={2}>
      <FormTextField<EventInput> name="title" label="Título" required autoFocus />
      <FormTextField<EventInput> name="description" label="Descrição" required multiline minRows={3} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect<EventInput>
          name="type"
          label="Tipo"
          required
          options={EVENT_TYPE_OPTIONS}
          sx={{ flex: 1 }}
        />
        <FormTextField<EventInput>
          name="capacity"
          label="Capacidade"
          numeric
          helperText="0 = Ilimitado"
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateTimeField<EventInput> name="when" label="Início" sx={{ flex: 1 }} />
        <FormDateTimeField<EventInput> name="until" label="Término" sx={{ flex: 1 }} />
      </Stack>
      <KioskSettingsFields />
      <FormUploadField<EventInput> name="banner" label="Banner" accept="image" tenant="event" />
      <FormTextField<EventInput> name="video" label="Link do vídeo" placeholder="https://youtu.be/..." />
    </Stack>
  );
}

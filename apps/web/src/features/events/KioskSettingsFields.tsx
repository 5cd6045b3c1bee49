import { CHECKIN_OPENS_HOURS_DEFAULT, type EventInput } from '@feira/shared';
import { MenuItem, Stack, TextField } from '@mui/material';
import { FormTextField } from '../../shared/ui';
import { useInputField } from '../../shared/ui/form/useFormField';

/** The three choices of `kioskAddsUnlisted`: null is "automatic" (off when the event has a certificate). */
const UNLISTED_CHOICES = [
  { value: 'auto', label: 'Automático', stored: null },
  { value: 'yes', label: 'Sim', stored: true },
  { value: 'no', label: 'Não, só quem está na lista', stored: false },
] as const;

function KioskUnlistedSelect() {
  const { field, inputProps } = useInputField<EventInput>({
    name: 'kioskAddsUnlisted',
    helperText:
      'Automático: não, se o evento tiver certificado. Inscritos pelo totem nunca recebem certificado.',
  });
  const current = UNLISTED_CHOICES.find((c) => c.stored === (field.value ?? null)) ?? UNLISTED_CHOICES[0];
  return (
    <TextField
      fullWidth
      select
      label="Totem inscreve quem não está na lista"
      {...inputProps}
      value={current.value}
      onChange={(e) =>
        field.onChange(UNLISTED_CHOICES.find((c) => c.value === e.target.value)?.stored ?? null)
      }
      sx={{ flex: 2 }}
    >
      {UNLISTED_CHOICES.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The kiosk's settings of an event (issue 37 item 4): how many hours before the start check-in opens
 * (it closes at the end) and whether the kiosk may add people who are not on the list.
 */
export function KioskSettingsFields() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField<EventInput>
        name="checkinOpensHoursBefore"
        label="Check-in abre (horas antes)"
        numeric
        helperText={`Fecha no término. Padrão: ${CHECKIN_OPENS_HOURS_DEFAULT} h`}
        sx={{ flex: 1 }}
      />
      <KioskUnlistedSelect />
    </Stack>
  );
}

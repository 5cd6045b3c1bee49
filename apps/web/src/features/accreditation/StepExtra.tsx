import { type AccreditationType, GENDER_OPTIONS, SCREEN_MESSAGES } from '@feira/shared';
import { Alert, Box } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { FormSelect } from '../../shared/ui/form/FormSelect';
import { MultiUploadField } from '../../shared/ui/UploadField/UploadField';
import { presignAccreditationUpload } from './api';
import { ConsentField } from './StepPersonal';
import type { AccreditationFormValues as V } from './useAccreditationForm';

/** Step 3 (professional and builder): gender and documents; a builder is warned about the fine. */
export function StepExtra({
  type,
  token,
  onOpenTerms,
}: {
  type: AccreditationType;
  token: () => string;
  onOpenTerms: () => void;
}) {
  const form = useFormContext<V>();
  const builder = type === 'builder';
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <FormSelect<V> name="gender" label="Gênero" required options={GENDER_OPTIONS} />
      {builder && (
        <Alert severity="warning" data-testid="builder-fine-warning">
          {SCREEN_MESSAGES.builderCertificateWarning}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="professionalFiles"
        render={({ field, fieldState }) => (
          <MultiUploadField
            label={
              builder
                ? 'Certificado de trabalho em altura (NR-35) ou de eletricidade (NR-10)'
                : 'Comprovante profissional (registro no CAU, ABD ou diploma)'
            }
            required
            accept={['pdf', 'image']}
            tenant="user"
            presign={(file, signal) => presignAccreditationUpload(token(), file, signal)}
            value={(field.value ?? []).map((f) => f.url)}
            onChange={(urls) => field.onChange(urls.map((url) => ({ url })))}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? 'PDF, PNG ou JPEG'}
            buttonLabel="Enviar arquivo"
          />
        )}
      />
      <ConsentField onOpenTerms={onOpenTerms} />
    </Box>
  );
}

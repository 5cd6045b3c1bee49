import type { UploadTenant } from '@feira/shared';
import { Alert, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import { type ReactNode, useRef } from 'react';
import { PickButton, StoredFile, UploadProgress } from './UploadParts';
import { acceptAttribute, acceptDescription, type UploadAccept, type UploadPresign } from './uploadFile';
import { useUploads } from './useUploads';

interface CommonUploadProps {
  label: ReactNode;
  /** Allowed kinds from the shared UPLOAD_KINDS: "image" (png/jpeg), "pdf", "spreadsheet" (xls/xlsx). */
  accept: UploadAccept;
  /** Storage folder: "files", "company", "builder", "user", "event"... */
  tenant: UploadTenant;
  /** Told when an upload fails (the field also shows "Erro no upload: ..."). */
  onError?: (error: Error) => void;
  onUploadingChange?: (uploading: boolean) => void;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** Default: the accepted types and size limit. */
  helperText?: ReactNode;
  /** Another signer than `POST /upload` (the public accreditation's own). */
  presign?: UploadPresign;
  /** Pick button text. Default "Selecionar arquivo" / "Trocar arquivo" (one file), "Adicionar arquivos" (several). */
  buttonLabel?: string;
}

/** Label, the field's rows, the failure alert and the helper text around both upload fields. */
function UploadFrame({
  field,
  uploads,
  children,
}: {
  field: CommonUploadProps;
  uploads: Pick<ReturnType<typeof useUploads>, 'error' | 'clearError'>;
  children: ReactNode;
}) {
  return (
    <FormControl
      fullWidth
      error={field.error || !!uploads.error}
      required={field.required}
      disabled={field.disabled}
    >
      <FormLabel sx={{ mb: 0.75, fontSize: '0.875rem' }}>{field.label}</FormLabel>
      <Stack spacing={1}>
        {children}
        {uploads.error && (
          <Alert severity="error" onClose={uploads.clearError}>
            {uploads.error}
          </Alert>
        )}
      </Stack>
      <FormHelperText sx={{ mx: 0 }}>{field.helperText ?? acceptDescription(field.accept)}</FormHelperText>
    </FormControl>
  );
}

export interface UploadFieldProps extends CommonUploadProps {
  /** Stored address, or null. */
  value: string | null | undefined;
  onChange: (address: string | null) => void;
}

/**
 * One file: pick -> checked here -> POST /upload -> PUT to the pre-signed url with progress -> the
 * stored address goes to `onChange`. Inside FormDialog (or an UploadGuardProvider) a running upload
 * disables "Salvar" and a failed one stops the submit.
 */
export function UploadField(props: UploadFieldProps) {
  const { value, onChange, accept, disabled } = props;
  const uploads = useUploads({ ...props, onUploaded: onChange });
  const task = uploads.tasks[0];
  return (
    <UploadFrame field={props} uploads={uploads}>
      {value && !task && <StoredFile address={value} onRemove={() => onChange(null)} disabled={disabled} />}
      {task ? (
        <UploadProgress task={task} onCancel={() => uploads.cancel(task.key)} />
      ) : (
        <div>
          <PickButton
            label={props.buttonLabel ?? (value ? 'Trocar arquivo' : 'Selecionar arquivo')}
            accept={acceptAttribute(accept)}
            disabled={disabled}
            onFiles={([file]) => file && uploads.start(file)}
          />
        </div>
      )}
    </UploadFrame>
  );
}

export interface MultiUploadFieldProps extends CommonUploadProps {
  value: readonly string[] | null | undefined;
  onChange: (addresses: string[]) => void;
}

/** Several files (budget attachments): each upload appends its address; each can be removed. */
export function MultiUploadField(props: MultiUploadFieldProps) {
  const { accept, disabled } = props;
  const current = props.value ?? [];
  // Uploads finish one by one, maybe before the parent re-renders: append to the latest list known.
  const latest = useRef<readonly string[]>(current);
  latest.current = current;
  const uploads = useUploads({
    ...props,
    onUploaded: (address) => {
      latest.current = [...latest.current, address];
      props.onChange([...latest.current]);
    },
  });
  return (
    <UploadFrame field={props} uploads={uploads}>
      {current.map((address, i) => (
        <StoredFile
          key={address}
          address={address}
          disabled={disabled}
          onRemove={() => props.onChange(current.filter((_, j) => j !== i))}
        />
      ))}
      {uploads.tasks.map((task) => (
        <UploadProgress key={task.key} task={task} onCancel={() => uploads.cancel(task.key)} />
      ))}
      <div>
        <PickButton
          label={props.buttonLabel ?? 'Adicionar arquivos'}
          accept={acceptAttribute(accept)}
          multiple
          disabled={disabled}
          onFiles={(files) => {
            for (const file of files) uploads.start(file);
          }}
        />
      </div>
    </UploadFrame>
  );
}

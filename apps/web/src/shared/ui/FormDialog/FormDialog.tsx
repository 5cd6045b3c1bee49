import {
  Alert,
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  type DialogProps,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { reloadLists } from '../DataTable/listKeys';
import { FormActions } from '../FormActions/FormActions';
import { zodResolver } from '../form/zodResolver';
import { UploadGuardProvider, useUploadGuard } from '../UploadField/UploadGuard';
import { applyServerErrors, fieldPaths } from './serverErrors';

export interface FormDialogProps<TIn extends FieldValues, TOut> {
  open: boolean;
  onClose: () => void;
  /** e.g. "Editar Cliente". */
  title: ReactNode;
  /** A zod schema (usually built from @feira/shared field builders). */
  schema: z.ZodType<TOut, TIn>;
  /** Every field of the form: server errors are matched against these names. */
  defaultValues: DefaultValues<TIn>;
  /** Save; throw (ApiError) to keep the dialog open with the errors shown. */
  onSubmit: (values: TOut, form: UseFormReturn<TIn, unknown, TOut>) => Promise<unknown>;
  /** After a successful save (the dialog closes itself), with what onSubmit resolved to. */
  onSuccess?: (result: unknown) => void;
  /** DataTable list keys (usually the endpoint) to reload after saving. */
  reloadList?: string | readonly string[];
  submitLabel?: string;
  cancelLabel?: string;
  maxWidth?: DialogProps['maxWidth'];
  /** Fields (Form* components find the form through context), or a render function getting the form. */
  children: ReactNode | ((form: UseFormReturn<TIn, unknown, TOut>) => ReactNode);
}

/**
 * A dialog around a react-hook-form form validated by zod. "Salvar" shows a spinner while saving;
 * a server `ApiError.errors` map lands on the fields, anything else in an alert; success closes the
 * dialog and reloads the given lists. Full screen on a phone. The form is created fresh on each open.
 */
export function FormDialog<TIn extends FieldValues, TOut>(props: FormDialogProps<TIn, TOut>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
      fullScreen={phone}
    >
      <FormDialogBody {...props} onBusyChange={setBusy} />
    </Dialog>
  );
}

function FormDialogBody<TIn extends FieldValues, TOut>({
  onClose,
  title,
  schema,
  defaultValues,
  onSubmit,
  onSuccess,
  reloadList,
  submitLabel,
  cancelLabel,
  children,
  onBusyChange,
}: FormDialogProps<TIn, TOut> & { onBusyChange: (busy: boolean) => void }) {
  const client = useQueryClient();
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues });
  const uploads = useUploadGuard();
  const [alert, setAlert] = useState<string | null>(null);
  const fields = useMemo(() => fieldPaths(defaultValues), [defaultValues]);
  const saving = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    if (uploads.error) {
      setAlert(uploads.error);
      return;
    }
    setAlert(null);
    onBusyChange(true);
    try {
      const result = await onSubmit(values, form);
      onClose();
      onSuccess?.(result);
      await reloadLists(client, reloadList);
    } catch (err) {
      const { alert: message, firstField } = applyServerErrors(err, form.setError, fields);
      setAlert(message);
      // The inputs are disabled while saving: focus the first wrong one once they are enabled again.
      if (firstField) setTimeout(() => form.setFocus(firstField), 0);
    } finally {
      onBusyChange(false);
    }
  });

  return (
    <FormProvider {...form}>
      <UploadGuardProvider value={uploads.guard}>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
        >
          <DialogTitle>{title}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2} sx={{ pt: 0.5 }}>
              {typeof children === 'function' ? children(form) : children}
            </Stack>
          </DialogContent>
          {/* Outside the scrolling content, so a long form cannot hide it. */}
          {alert && (
            <Alert severity="error" role="alert" onClose={() => setAlert(null)} sx={{ mx: 3, mt: 1.5 }}>
              {alert}
            </Alert>
          )}
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <FormActions
              onCancel={onClose}
              saving={saving}
              disabled={uploads.uploading}
              submitLabel={submitLabel}
              cancelLabel={cancelLabel}
              sx={{ mt: 0 }}
            />
          </DialogActions>
        </Box>
      </UploadGuardProvider>
    </FormProvider>
  );
}

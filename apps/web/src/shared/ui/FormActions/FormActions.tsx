import { Button, CircularProgress, Stack } from '@mui/material';
import type { ReactNode } from 'react';

export interface FormActionsProps {
  /** shows "Cancelar" when given */
  onCancel?: () => void;
  saving: boolean;
  /** extra reasons to hold the submit (an upload still running) */
  disabled?: boolean;
  submitLabel?: ReactNode;
  cancelLabel?: ReactNode;
}

/** The buttons at the foot of a full-page form: Cancelar and a submit with a spinner while saving. */
export function FormActions({
  onCancel,
  saving,
  disabled = false,
  submitLabel = 'Salvar',
  cancelLabel = 'Cancelar',
}: FormActionsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
      {onCancel && (
        <Button onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={saving || disabled}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}

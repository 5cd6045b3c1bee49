import { UI_TEXT } from '@feira/shared';
import { Button, CircularProgress, Stack, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export interface FormActionsProps {
  /** shows "Cancelar" when given */
  onCancel?: () => void;
  saving: boolean;
  /** extra reasons to hold the submit (an upload still running) */
  disabled?: boolean;
  submitLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** merged over the default placement (top margin, right-aligned) */
  sx?: SxProps<Theme>;
}

/**
 * The buttons at the foot of a form: Cancelar and a submit with a spinner while saving. Full-page
 * forms put it under their fields; FormDialog puts it in its DialogActions.
 */
export function FormActions({
  onCancel,
  saving,
  disabled = false,
  submitLabel = 'Salvar',
  cancelLabel = UI_TEXT.cancel,
  sx,
}: FormActionsProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={[{ mt: 3, justifyContent: 'flex-end' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {onCancel && (
        <Button onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={saving || disabled}
        startIcon={saving ? <CircularProgress size={16} color="inherit" aria-label="Salvando" /> : undefined}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}

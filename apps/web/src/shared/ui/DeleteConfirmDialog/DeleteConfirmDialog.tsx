import { UI_TEXT } from '@feira/shared';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { reloadLists } from '../DataTable/listKeys';

export interface DeleteConfirmDialogProps {
  open: boolean;
  /** e.g. "Excluir Cliente". */
  title: string;
  /** Shown in bold after "Deseja Realmente Excluir". */
  itemName: ReactNode;
  /** The delete call, e.g. `() => api('DELETE', `/company/${id}`)`. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** After a successful delete (the dialog closes itself). */
  onDeleted?: () => void;
  /** DataTable list keys (usually the endpoint) to reload after the delete. */
  reloadList?: string | readonly string[];
}

/** "Deseja Realmente Excluir <name>?" with Excluir / Cancelar; shows the server's message on failure. */
export function DeleteConfirmDialog({
  open,
  title,
  itemName,
  onConfirm,
  onClose,
  onDeleted,
  reloadList,
}: DeleteConfirmDialogProps) {
  const client = useQueryClient();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Keep the name on screen while the dialog fades out after the screen cleared its selection.
  const shownName = useRef<ReactNode>(itemName);
  if (open && itemName !== undefined && itemName !== null) shownName.current = itemName;

  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const confirm = async () => {
    setRunning(true);
    setError(null);
    try {
      await onConfirm();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setRunning(false);
      return;
    }
    setRunning(false);
    onClose();
    onDeleted?.();
    await reloadLists(client, reloadList);
  };

  return (
    <Dialog open={open} onClose={running ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Typography>
          {UI_TEXT.confirmDelete} <strong>{shownName.current}</strong>?
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {UI_TEXT.cancel}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          disabled={running}
          startIcon={
            running ? <CircularProgress size={16} color="inherit" aria-label="Excluindo" /> : undefined
          }
        >
          {UI_TEXT.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Alert, Snackbar } from '@mui/material';

/** What an action says when it is done or failed (a row action's result). */
export type Notice = { severity: 'success' | 'error'; message: string } | null;

/** The action's result at the bottom of the screen for 5 s, closable; nothing when `notice` is null. */
export function NoticeSnackbar({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <Snackbar
      open={!!notice}
      autoHideDuration={5000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert severity={notice.severity} variant="filled" onClose={onClose}>
          {notice.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}

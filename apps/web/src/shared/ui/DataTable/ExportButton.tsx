import { UI_TEXT } from '@feira/shared';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Snackbar,
  Tooltip,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';

const numberFormat = new Intl.NumberFormat('pt-BR');

export interface ExportButtonProps {
  /** Runs the export; reports progress; resolves with the number of rows written. */
  run: (signal: AbortSignal, onProgress: (loaded: number, total: number) => void) => Promise<number>;
  disabled?: boolean;
  /** Icon only (phone toolbar). */
  compact?: boolean;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'running'; loaded: number; total: number }
  | { kind: 'failed'; message: string };

/** "Exportar" with a progress dialog (rows loaded of total) that can be cancelled. */
export function ExportButton({ run, disabled, compact }: ExportButtonProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [done, setDone] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ kind: 'running', loaded: 0, total: 0 });
    try {
      const written = await run(abort.signal, (loaded, total) =>
        setPhase({ kind: 'running', loaded, total }),
      );
      setPhase({ kind: 'idle' });
      setDone(written);
    } catch (err) {
      if (abort.signal.aborted) setPhase({ kind: 'idle' });
      else setPhase({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  };
  const cancel = () => {
    controller.current?.abort();
    setPhase({ kind: 'idle' });
  };

  const percent = phase.kind === 'running' && phase.total > 0 ? (phase.loaded / phase.total) * 100 : 0;
  return (
    <>
      {compact ? (
        <Tooltip title={UI_TEXT.export}>
          <span>
            <IconButton
              aria-label={UI_TEXT.export}
              onClick={start}
              disabled={disabled || phase.kind === 'running'}
            >
              <FileDownloadOutlined />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={start}
          disabled={disabled || phase.kind === 'running'}
        >
          {UI_TEXT.export}
        </Button>
      )}
      <Dialog
        open={phase.kind !== 'idle'}
        fullWidth
        maxWidth="xs"
        onClose={phase.kind === 'failed' ? cancel : undefined}
      >
        <DialogTitle>{UI_TEXT.export}</DialogTitle>
        <DialogContent>
          {phase.kind === 'failed' ? (
            <Alert severity="error">Erro ao exportar: {phase.message}</Alert>
          ) : (
            <>
              <LinearProgress
                variant={percent > 0 ? 'determinate' : 'indeterminate'}
                value={percent}
                aria-label="Progresso da exportação"
                sx={{ my: 1, height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" color="text.secondary" role="status">
                {phase.kind === 'running' && phase.total > 0
                  ? `Carregando ${numberFormat.format(phase.loaded)} de ${numberFormat.format(phase.total)} registros...`
                  : 'Preparando a planilha...'}
              </Typography>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>{phase.kind === 'failed' ? 'Fechar' : 'Cancelar'}</Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={done !== null}
        autoHideDuration={4000}
        onClose={() => setDone(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setDone(null)}>
          Planilha exportada ({numberFormat.format(done ?? 0)} registros)
        </Alert>
      </Snackbar>
    </>
  );
}

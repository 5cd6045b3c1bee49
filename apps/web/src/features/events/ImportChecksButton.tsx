import {
  ATTENDEE_IMPORT_CHUNK,
  ATTENDEE_IMPORT_ID_LENGTH,
  type AttendeeImportResult,
  INVALID_SPREADSHEET,
  looksLikeSpreadsheet,
} from '@feira/shared';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import { importChunk } from './api';

const ACCEPT =
  '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The first column of the first sheet, as text (SheetJS loads only here). A file that is not a readable
 * spreadsheet is "Arquivo inválido" (issue 39 item 17), never a sheet of garbage or SheetJS's words.
 */
async function firstColumn(file: File): Promise<string[]> {
  const XLSX = await import('@e965/xlsx');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLikeSpreadsheet(bytes)) throw new Error(INVALID_SPREADSHEET);
  let book: ReturnType<typeof XLSX.read>;
  try {
    book = XLSX.read(bytes, { type: 'array' });
  } catch {
    throw new Error(INVALID_SPREADSHEET);
  }
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '', blankrows: false });
  return rows.map((r) => String(r[0] ?? '').trim());
}

type State =
  | { phase: 'idle' }
  /** what the sheet must hold, said before the file is chosen (issue 39 item 17) */
  | { phase: 'intro' }
  | { phase: 'running'; done: number; total: number }
  | { phase: 'done'; imported: number; total: number; failed: AttendeeImportResult['rows'] }
  | { phase: 'error'; message: string };

/**
 * Check-in (type 1) or check-out (type 2) import: ids of exactly 10 characters from the first column,
 * sent in chunks of 100 one after another with the event start (or end) as the date.
 */
export function ImportChecksButton({
  eventId,
  type,
  date,
  onDone,
}: {
  eventId: string;
  type: 1 | 2;
  date: string | null;
  onDone: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const label = type === 1 ? 'Importar check-in' : 'Importar check-out';

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!/\.(xlsx|xls)$/i.test(file.name)) {
      setState({ phase: 'error', message: 'Envie uma planilha .xls ou .xlsx' });
      return;
    }
    try {
      const ids = (await firstColumn(file)).filter((v) => v.length === ATTENDEE_IMPORT_ID_LENGTH);
      if (!ids.length) {
        setState({ phase: 'error', message: 'Nenhum id de 10 caracteres na primeira coluna' });
        return;
      }
      const at = date ?? new Date().toISOString();
      const failed: AttendeeImportResult['rows'] = [];
      let imported = 0;
      setState({ phase: 'running', done: 0, total: ids.length });
      for (let i = 0; i < ids.length; i += ATTENDEE_IMPORT_CHUNK) {
        const chunk = ids.slice(i, i + ATTENDEE_IMPORT_CHUNK).map((userId) => ({ userId, date: at }));
        const result = await importChunk(eventId, type, chunk);
        imported += result.imported;
        for (const r of result.rows) if (!r.ok && !failed.some((f) => f.userId === r.userId)) failed.push(r);
        setState({
          phase: 'running',
          done: Math.min(i + ATTENDEE_IMPORT_CHUNK, ids.length),
          total: ids.length,
        });
      }
      setState({ phase: 'done', imported, total: ids.length, failed });
      onDone();
    } catch (err) {
      setState({ phase: 'error', message: (err as Error).message });
      onDone();
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT}
        onChange={onFile}
        data-testid={`import-${type}`}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileOutlinedIcon />}
        onClick={() => setState({ phase: 'intro' })}
      >
        {label}
      </Button>
      <Dialog
        open={state.phase !== 'idle'}
        onClose={() => state.phase !== 'running' && setState({ phase: 'idle' })}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>{label}</DialogTitle>
        <DialogContent>
          {state.phase === 'intro' ? (
            <Typography data-testid="import-checks-help">
              A <strong>coluna A</strong> da primeira aba deve ter os <strong>códigos dos crachás</strong> (
              {ATTENDEE_IMPORT_ID_LENGTH} caracteres, como ABCD234XYZ), um por linha. Linhas com outro
              conteúdo, como um cabeçalho, são ignoradas. Planilha .xls ou .xlsx.
            </Typography>
          ) : null}
          {state.phase === 'running' ? (
            <>
              <Typography sx={{ mb: 1 }}>
                Enviando {state.done} de {state.total}…
              </Typography>
              <LinearProgress
                variant="determinate"
                value={(100 * state.done) / state.total}
                aria-label="Progresso do envio"
              />
            </>
          ) : null}
          {state.phase === 'error' ? <Alert severity="error">{state.message}</Alert> : null}
          {state.phase === 'done' ? (
            <>
              <Alert severity={state.failed.length ? 'warning' : 'success'} sx={{ mb: 1 }}>
                {state.imported} de {state.total} registrados.
              </Alert>
              {state.failed.length ? (
                <List dense data-testid="import-report" sx={{ maxHeight: 280, overflow: 'auto' }}>
                  {state.failed.map((r) => (
                    <ListItem key={r.userId} disableGutters>
                      {r.userId}: {r.error}
                    </ListItem>
                  ))}
                </List>
              ) : null}
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button disabled={state.phase === 'running'} onClick={() => setState({ phase: 'idle' })}>
            {state.phase === 'intro' ? 'Cancelar' : 'Fechar'}
          </Button>
          {state.phase === 'intro' || state.phase === 'error' ? (
            <Button variant="contained" onClick={() => input.current?.click()}>
              Escolher planilha
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>
    </>
  );
}

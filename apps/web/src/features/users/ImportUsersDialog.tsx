import {
  exportFileName,
  importFailedMessage,
  SCREEN_MESSAGES,
  USER_IMPORT_FIELDS,
  type UserImportField,
} from '@feira/shared';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ChangeEvent, useMemo, useRef, useState } from 'react';
import type { ImportRow } from './api';
import {
  autoMap,
  autoMapMessage,
  emptyMapping,
  IMPORT_FIELD_LABELS,
  type ImportMapping,
  rowsToImport,
} from './importMapping';
import { sendImportSheet } from './sendImportSheet';
import {
  downloadSheet,
  isSpreadsheetName,
  NOT_A_SPREADSHEET,
  readSheetRows,
  SPREADSHEET_ACCEPT,
} from './spreadsheet';

const MAX_HEADER_ROW = 20;
const PREVIEW_ROWS = 5;

interface Rejected {
  row: ImportRow;
  reason: string;
}
interface Summary {
  created: number;
  updated: number;
  rejected: Rejected[];
  /** imported without a company: the one the row named (CNPJ or name) was not found */
  noCompany: Rejected[];
  /** updated rows whose different e-mail was not applied (only the person confirms a new e-mail) */
  emailKept: Rejected[];
  /** updated rows that changed something, with "atualizado: nome, ..." (issue 39 item 5) */
  changed: Rejected[];
  error: string | null;
}

/** Admin header tool: the "Importar usuários" button and its column-mapping modal. */
export function ImportUsersButton({ onDone }: { onDone: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileOutlinedIcon />} onClick={() => setOpen(true)}>
        Importar
      </Button>
      {open && <ImportUsersDialog onClose={() => setOpen(false)} onDone={onDone} />}
    </>
  );
}

/**
 * Import with column mapping (spec part 1 §2 and §5): pick an .xls/.xlsx, say which row holds the
 * headers (1-20), map columns to the 12 import fields (auto-mapping reports how many it mapped),
 * preview, then send chunks of 100 rows one after another with a progress bar. Ends with the result
 * and a spreadsheet of the rejected rows with their reasons.
 */
export function ImportUsersDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [sheet, setSheet] = useState<(string | number)[][]>([]);
  const [headerRow, setHeaderRow] = useState(1);
  const [mapping, setMapping] = useState<ImportMapping>(emptyMapping);
  const [autoMessage, setAutoMessage] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const running = progress !== null && summary === null;

  const headers = useMemo(
    () => (sheet[headerRow - 1] ?? []).map((h, i) => String(h ?? '').trim() || `Coluna ${i + 1}`),
    [sheet, headerRow],
  );
  const rows = useMemo(() => rowsToImport(sheet, headerRow, mapping), [sheet, headerRow, mapping]);
  const mappedFields = USER_IMPORT_FIELDS.filter((f) => mapping[f] !== null);

  const runAutoMap = (hs: string[]) => {
    const result = autoMap(hs);
    setMapping(result.mapping);
    setAutoMessage(autoMapMessage(result.mapped));
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setSummary(null);
    setProgress(null);
    if (!isSpreadsheetName(file.name)) {
      setFileError(NOT_A_SPREADSHEET);
      return;
    }
    try {
      const data = await readSheetRows(file);
      setFileError(data.length ? null : 'A planilha está vazia');
      setSheet(data);
      setFileName(file.name);
      runAutoMap((data[headerRow - 1] ?? []).map((h) => String(h ?? '')));
    } catch (err) {
      setFileError(importFailedMessage((err as Error).message));
    }
  };

  const onHeaderRow = (value: string) => {
    const n = Math.min(MAX_HEADER_ROW, Math.max(1, Math.trunc(Number(value)) || 1));
    setHeaderRow(n);
    if (sheet.length) runAutoMap((sheet[n - 1] ?? []).map((h) => String(h ?? '')));
  };

  const setField = (field: UserImportField, column: string) => {
    setMapping((m) => {
      const next = { ...m };
      const col = column === '' ? null : Number(column);
      // one column feeds one field
      if (col !== null) for (const f of USER_IMPORT_FIELDS) if (next[f] === col) next[f] = null;
      next[field] = col;
      return next;
    });
  };

  const send = async () => {
    const total = rows.length;
    const result: Summary = {
      created: 0,
      updated: 0,
      rejected: [],
      noCompany: [],
      emailKept: [],
      changed: [],
      error: null,
    };
    setSummary(null);
    setProgress({ done: 0, total });
    let done = 0;
    await sendImportSheet(rows, (outcome) => {
      const { chunk } = outcome;
      if ('error' in outcome) {
        result.error ??= outcome.error.message;
        for (const row of chunk) result.rejected.push({ row, reason: outcome.error.message });
      } else {
        for (const a of outcome.answers) {
          const row = chunk[a.row];
          if (a.status !== 'rejected') {
            if (a.status === 'created') result.created++;
            else result.updated++;
            if (row && a.errors.company) result.noCompany.push({ row, reason: a.errors.company });
            if (row && a.errors.email) result.emailKept.push({ row, reason: a.errors.email });
            if (row && a.changed?.length && a.message) result.changed.push({ row, reason: a.message });
          } else if (row) result.rejected.push({ row, reason: Object.values(a.errors).join('; ') });
        }
      }
      done += chunk.length;
      setProgress({ done, total });
    });
    setSummary(result);
    onDone();
  };

  const downloadRejected = () =>
    summary &&
    downloadSheet(
      exportFileName('Usuários_rejeitados'),
      [...USER_IMPORT_FIELDS.map((f) => IMPORT_FIELD_LABELS[f]), 'Motivo'],
      [...summary.rejected, ...summary.noCompany, ...summary.emailKept].map((r) => [
        ...USER_IMPORT_FIELDS.map((f) => r.row[f]),
        r.reason,
      ]),
    );

  const percent = progress?.total ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Dialog open onClose={running ? undefined : onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>Importar usuários</DialogTitle>
      <DialogContent dividers>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={SPREADSHEET_ACCEPT}
          onChange={onFile}
          data-testid="import-file"
        />
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              onClick={() => fileInput.current?.click()}
              disabled={running}
            >
              Selecionar planilha
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1, wordBreak: 'break-all' }}>
              {fileName ?? 'Nenhum arquivo selecionado (.xls ou .xlsx)'}
            </Typography>
            <TextField
              label="Linha do cabeçalho"
              type="number"
              size="small"
              value={headerRow}
              onChange={(e) => onHeaderRow(e.target.value)}
              slotProps={{ htmlInput: { min: 1, max: MAX_HEADER_ROW } }}
              sx={{ width: { sm: 170 } }}
              disabled={running}
            />
          </Stack>
          {fileError && <Alert severity="error">{fileError}</Alert>}

          {fileName && !fileError && (
            <>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  Mapeamento de colunas
                </Typography>
                <Button size="small" onClick={() => runAutoMap(headers)} disabled={running}>
                  Mapear automaticamente
                </Button>
              </Stack>
              {autoMessage && (
                <Alert severity={autoMessage.startsWith('Nenhuma') ? 'warning' : 'info'}>{autoMessage}</Alert>
              )}
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
                }}
              >
                {USER_IMPORT_FIELDS.map((field) => (
                  <TextField
                    key={field}
                    select
                    size="small"
                    label={IMPORT_FIELD_LABELS[field]}
                    value={mapping[field] ?? ''}
                    onChange={(e) => setField(field, e.target.value)}
                    disabled={running}
                    slotProps={{ htmlInput: { 'data-field': field } }}
                  >
                    <MenuItem value="">
                      <em>Não importar</em>
                    </MenuItem>
                    {headers.map((h, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
                      <MenuItem key={i} value={i}>
                        {h}
                      </MenuItem>
                    ))}
                  </TextField>
                ))}
              </Box>

              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                Pré-visualização ({rows.length} {rows.length === 1 ? 'linha' : 'linhas'})
              </Typography>
              {mappedFields.length === 0 ? (
                <Alert severity="warning">Mapeie ao menos uma coluna.</Alert>
              ) : (
                <TableContainer sx={{ maxHeight: 260, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                  <Table size="small" stickyHeader aria-label="Pré-visualização da importação">
                    <TableHead>
                      <TableRow>
                        {mappedFields.map((f) => (
                          <TableCell key={f} sx={{ whiteSpace: 'nowrap' }}>
                            {IMPORT_FIELD_LABELS[f]}
                          </TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {rows.slice(0, PREVIEW_ROWS).map((r, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity
                        <TableRow key={i}>
                          {mappedFields.map((f) => (
                            <TableCell key={f} sx={{ whiteSpace: 'nowrap' }}>
                              {r[f] ?? ''}
                            </TableCell>
                          ))}
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </>
          )}

          {progress && (
            <Box>
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                Enviando {progress.done} de {progress.total} linhas ({percent}%)
              </Typography>
              <LinearProgress variant="determinate" value={percent} aria-label="Progresso da importação" />
            </Box>
          )}
          {summary && (
            <Alert
              severity={
                summary.error
                  ? 'error'
                  : summary.rejected.length || summary.noCompany.length || summary.emailKept.length
                    ? 'warning'
                    : 'success'
              }
              role="status"
              action={
                summary.rejected.length + summary.noCompany.length + summary.emailKept.length > 0 ? (
                  <Button color="inherit" size="small" onClick={downloadRejected}>
                    Baixar linhas com problema
                  </Button>
                ) : undefined
              }
            >
              <strong>
                {summary.error ? importFailedMessage(summary.error) : SCREEN_MESSAGES.importDone}
              </strong>
              <br />
              {summary.created} criados, {summary.updated} atualizados, {summary.rejected.length} rejeitados.
              {summary.changed.length > 0 && (
                <>
                  <br />
                  {summary.changed
                    .slice(0, 5)
                    .map((r) => `${[r.row.name, r.row.lastName].filter(Boolean).join(' ')} (${r.reason})`)
                    .join(', ')}
                  {summary.changed.length > 5 ? '…' : '.'}
                </>
              )}
              {summary.noCompany.length > 0 && (
                <>
                  <br />
                  {summary.noCompany.length} com empresa não encontrada (importados sem empresa):{' '}
                  {summary.noCompany
                    .slice(0, 5)
                    .map((r) => [r.row.name, r.row.lastName].filter(Boolean).join(' '))
                    .join(', ')}
                  {summary.noCompany.length > 5 ? '…' : '.'}
                </>
              )}
              {summary.emailKept.length > 0 && (
                <>
                  <br />
                  {summary.emailKept.length} com e-mail não alterado (a troca é confirmada pela própria pessoa
                  pelo link enviado ao novo e-mail):{' '}
                  {summary.emailKept
                    .slice(0, 5)
                    .map((r) => [r.row.name, r.row.lastName].filter(Boolean).join(' '))
                    .join(', ')}
                  {summary.emailKept.length > 5 ? '…' : '.'}
                </>
              )}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {summary ? 'Fechar' : 'Cancelar'}
        </Button>
        <Button
          variant="contained"
          onClick={send}
          loading={running}
          disabled={!rows.length || mappedFields.length === 0 || !!summary}
        >
          Importar {rows.length > 0 ? `(${rows.length})` : ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

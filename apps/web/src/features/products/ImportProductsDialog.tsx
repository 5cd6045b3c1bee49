import {
  importFailedMessage,
  PRODUCT_IMPORT_CHUNK,
  type ProductImportResult,
  type ProductSheet,
  productImportReport,
  SCREEN_MESSAGES,
} from '@feira/shared';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import { acceptAttribute } from '../../shared/ui';
import { importProductChunk } from './api';
import { downloadText, readProductFile } from './readProductFile';

/** The "Importar" icon of the products list and its dialog. */
export function ImportProductsButton({ onDone }: { onDone: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Importar">
        <IconButton aria-label="Importar" color="primary" onClick={() => setOpen(true)}>
          <UploadFileOutlinedIcon />
        </IconButton>
      </Tooltip>
      {open ? (
        <ImportProductsDialog
          onClose={() => {
            setOpen(false);
            onDone();
          }}
        />
      ) : null}
    </>
  );
}

const isSpreadsheetName = (name: string) => /\.(xlsx|xls)$/i.test(name);
const NOT_A_SPREADSHEET = 'Envie uma planilha .xls ou .xlsx';

type Phase = 'idle' | 'reading' | 'ready' | 'sending' | 'done';

/**
 * Product import (issue 15): an .xls/.xlsx read in a worker with the spec's Portuguese columns, sent in
 * chunks of 100 rows one after another with a progress bar; ends with the counts, the rejected rows and
 * a downloadable report of every row.
 */
export function ImportProductsDialog({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [fileName, setFileName] = useState<string | null>(null);
  const [sheet, setSheet] = useState<ProductSheet | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<(ProductImportResult | undefined)[]>([]);
  const [sent, setSent] = useState(0);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    setResults([]);
    setSent(0);
    if (!isSpreadsheetName(file.name)) {
      setError(NOT_A_SPREADSHEET);
      return;
    }
    setFileName(file.name);
    setPhase('reading');
    try {
      const read = await readProductFile(file);
      setSheet(read);
      if (read.headerRow === 0)
        setError('Não encontramos as colunas "cod" e "chave" nas primeiras 20 linhas');
      else if (read.rows.length === 0) setError('A planilha não tem linhas de produtos');
      setPhase('ready');
    } catch (err) {
      setError(importFailedMessage(err instanceof Error ? err.message : String(err)));
      setPhase('idle');
    }
  };

  const run = async () => {
    if (!sheet) return;
    setPhase('sending');
    setError(null);
    const all: (ProductImportResult | undefined)[] = [];
    for (let at = 0; at < sheet.rows.length; at += PRODUCT_IMPORT_CHUNK) {
      const chunk = sheet.rows.slice(at, at + PRODUCT_IMPORT_CHUNK);
      try {
        const answer = await importProductChunk(chunk);
        for (const r of answer) all[at + r.row] = r;
      } catch (err) {
        setError(importFailedMessage(err instanceof Error ? err.message : String(err)));
        break;
      }
      setSent(at + chunk.length);
      setResults([...all]);
    }
    setPhase('done');
  };

  const total = sheet?.rows.length ?? 0;
  const count = (status: ProductImportResult['status']) => results.filter((r) => r?.status === status).length;
  const rejected = sheet
    ? sheet.rows.flatMap((row, i) => (results[i]?.status === 'rejected' ? [{ row, r: results[i]! }] : []))
    : [];
  // what the rows did besides their product, e.g. "categoria criada: Pneus" (issue 39 item 6)
  const noted = sheet
    ? sheet.rows.flatMap((row, i) => (results[i]?.notes?.length ? [{ row, notes: results[i]!.notes! }] : []))
    : [];
  const busy = phase === 'reading' || phase === 'sending';
  const report = () =>
    sheet && downloadText(`importacao-produtos-${Date.now()}.csv`, productImportReport(sheet.rows, results));

  return (
    <Dialog open fullWidth maxWidth="sm" fullScreen={phone} onClose={busy ? undefined : onClose}>
      <DialogTitle>Importar produtos</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Planilha .xls ou .xlsx com as colunas cod, chave, item, utilidade, medida, marca, preco, lonas,
            especificacao, indice, modelo, fabricante, origem e cod. alfandegario. Produtos com um código já
            cadastrado são atualizados.
          </Typography>
          <Box>
            <input
              ref={input}
              type="file"
              hidden
              accept={acceptAttribute('spreadsheet')}
              onChange={onFile}
              data-testid="product-import-file"
            />
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              {fileName ? 'Trocar planilha' : 'Selecionar planilha'}
            </Button>
            {fileName ? (
              <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {fileName}
              </Typography>
            ) : null}
          </Box>
          {phase === 'reading' ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={18} aria-label="Lendo planilha" />
              <Typography variant="body2">Lendo planilha...</Typography>
            </Stack>
          ) : null}
          {sheet && sheet.headerRow > 0 && phase === 'ready' ? (
            <Alert severity="info">
              {total} {total === 1 ? 'produto encontrado' : 'produtos encontrados'} (cabeçalho na linha{' '}
              {sheet.headerRow})
            </Alert>
          ) : null}
          {phase === 'sending' || phase === 'done' ? (
            <Box>
              <LinearProgress
                variant="determinate"
                value={total ? (sent / total) * 100 : 0}
                aria-label="Progresso da importação"
              />
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="import-progress">
                {sent} de {total} linhas enviadas
              </Typography>
            </Box>
          ) : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
          {phase === 'done' && !error ? <Alert severity="success">{SCREEN_MESSAGES.importDone}</Alert> : null}
          {phase === 'done' ? (
            <Typography variant="body2" data-testid="import-summary">
              Criados: {count('created')} · Atualizados: {count('updated')} · Recusados: {count('rejected')}
            </Typography>
          ) : null}
          {noted.length > 0 ? (
            <Box sx={{ maxHeight: 120, overflow: 'auto' }} data-testid="import-notes">
              {noted.slice(0, 50).map(({ row, notes }) => (
                <Typography key={row.line} variant="body2" color="info.main">
                  Linha {row.line}: {notes.join('; ')}
                </Typography>
              ))}
            </Box>
          ) : null}
          {rejected.length > 0 ? (
            <Box sx={{ maxHeight: 180, overflow: 'auto' }}>
              {rejected.slice(0, 50).map(({ row, r }) => (
                <Typography key={row.line} variant="body2" color="error">
                  Linha {row.line}: {Object.values(r.errors).join('; ')}
                </Typography>
              ))}
            </Box>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {phase === 'done' ? (
          <Button startIcon={<DownloadIcon />} onClick={report}>
            Baixar relatório
          </Button>
        ) : null}
        <Button onClick={onClose} disabled={busy}>
          {phase === 'done' ? 'Fechar' : 'Cancelar'}
        </Button>
        {phase !== 'done' ? (
          <Button variant="contained" disabled={busy || !sheet || sheet.rows.length === 0} onClick={run}>
            Importar
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

import { type CpfSheet, cpfsOfSheet, formatCpf } from '@feira/shared';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import { type CheckInResult, checkInByDocuments } from './api';
import { isSpreadsheetName, NOT_A_SPREADSHEET, readSheetRows, SPREADSHEET_ACCEPT } from './spreadsheet';

type Outcome = { result: CheckInResult; sent: number; invalid: CpfSheet['invalid'] } | { error: string };

/** Admin header tool: an xls/xlsx of CPFs checks those people in (`POST /user/checkin`). */
export function CheckInUploadButton({ onDone }: { onDone: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isSpreadsheetName(file.name)) {
      setOutcome({ error: NOT_A_SPREADSHEET });
      return;
    }
    setBusy(true);
    try {
      // only the CPF column (by its header, else by check digits), never a phone (issue 39 item 4)
      const { cpfs, invalid } = cpfsOfSheet(await readSheetRows(file, true));
      if (cpfs.length === 0 && invalid.length === 0) {
        setOutcome({ error: 'Nenhum CPF encontrado na planilha' });
        return;
      }
      const result = cpfs.length
        ? await checkInByDocuments(cpfs)
        : { checkedIn: 0, unmatched: [], invalid: [] };
      setOutcome({
        result: result ?? { checkedIn: 0, unmatched: [], invalid: [] },
        sent: cpfs.length + invalid.length,
        invalid,
      });
      onDone();
    } catch (err) {
      setOutcome({ error: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={SPREADSHEET_ACCEPT}
        onChange={onFile}
        data-testid="checkin-file"
      />
      <Button
        variant="outlined"
        startIcon={<HowToRegOutlinedIcon />}
        loading={busy}
        onClick={() => input.current?.click()}
      >
        Check-in por planilha
      </Button>
      <Dialog open={!!outcome} onClose={() => setOutcome(null)} fullWidth maxWidth="xs">
        <DialogTitle>Check-in por planilha</DialogTitle>
        <DialogContent>
          {outcome && 'error' in outcome && <Alert severity="error">{outcome.error}</Alert>}
          {outcome && 'result' in outcome && (
            <Box>
              <Alert
                severity={outcome.result.unmatched.length || outcome.invalid.length ? 'warning' : 'success'}
                sx={{ mb: 2 }}
              >
                {outcome.result.checkedIn} de {outcome.sent} CPFs com check-in realizado.
              </Alert>
              {outcome.invalid.length > 0 && (
                <>
                  <Typography variant="subtitle2">CPFs inválidos ({outcome.invalid.length}):</Typography>
                  <List dense sx={{ maxHeight: 160, overflow: 'auto', mb: 1 }} data-testid="checkin-invalid">
                    {outcome.invalid.map(({ line, value }) => (
                      <ListItem key={line} sx={{ py: 0, overflowWrap: 'anywhere' }}>
                        Linha {line}: CPF inválido ({value})
                      </ListItem>
                    ))}
                  </List>
                </>
              )}
              {outcome.result.unmatched.length > 0 && (
                <>
                  <Typography variant="subtitle2">
                    CPFs não encontrados ({outcome.result.unmatched.length}):
                  </Typography>
                  <List dense sx={{ maxHeight: 240, overflow: 'auto' }}>
                    {outcome.result.unmatched.map((cpf) => (
                      <ListItem key={cpf} sx={{ py: 0 }}>
                        {formatCpf(cpf) || cpf}
                      </ListItem>
                    ))}
                  </List>
                </>
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOutcome(null)}>Fechar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

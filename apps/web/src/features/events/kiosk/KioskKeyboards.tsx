import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';

const keySx = {
  minWidth: 0,
  height: '100%',
  minHeight: 48,
  fontSize: 'clamp(1.1rem, 3.2vmin, 2rem)',
  fontWeight: 600,
  borderRadius: 2,
  textTransform: 'none',
} as const;

function Key({
  label,
  onPress,
  testId,
  color = 'inherit',
  wide,
}: {
  label: ReactNode;
  onPress: () => void;
  testId: string;
  color?: 'inherit' | 'primary' | 'error';
  wide?: number;
}) {
  return (
    <Button
      variant={color === 'primary' ? 'contained' : 'outlined'}
      color={color}
      data-testid={testId}
      onClick={onPress}
      sx={{
        ...keySx,
        ...(wide ? { fontSize: 'clamp(0.95rem, 2.4vmin, 1.6rem)', px: 0.5 } : {}),
        gridColumn: wide ? `span ${wide}` : undefined,
        bgcolor: color === 'inherit' ? 'background.paper' : undefined,
      }}
    >
      {label}
    </Button>
  );
}

/** CPF: digits 1-9, backspace, 0 and "Confirmar" in a 3 x 4 grid with large keys. */
export function NumericKeypad({
  onDigit,
  onBackspace,
  onConfirm,
  canConfirm,
}: {
  onDigit: (d: string) => void;
  onBackspace: () => void;
  onConfirm: () => void;
  canConfirm: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gridAutoRows: '1fr',
        gap: 1.5,
        height: '100%',
        minHeight: 0,
      }}
    >
      {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
        <Key key={d} label={d} testId={`kiosk-key-${d}`} onPress={() => onDigit(d)} />
      ))}
      <Key
        label={<BackspaceOutlinedIcon fontSize="large" aria-label="Apagar" />}
        testId="kiosk-key-backspace"
        onPress={onBackspace}
      />
      <Key label="0" testId="kiosk-key-0" onPress={() => onDigit('0')} />
      <Button
        variant="contained"
        color="success"
        data-testid="kiosk-confirm"
        disabled={!canConfirm}
        onClick={onConfirm}
        sx={keySx}
      >
        Confirmar
      </Button>
    </Box>
  );
}

const ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl-', 'zxcvbnm._'];
const SHORTCUTS = ['@', '.com', '.com.br', 'gmail.com', 'hotmail.com'];

/** E-mail: a QWERTY with digits, the e-mail shortcuts, backspace and "Confirmar". */
export function EmailKeyboard({
  onText,
  onBackspace,
  onConfirm,
  canConfirm,
}: {
  onText: (t: string) => void;
  onBackspace: () => void;
  onConfirm: () => void;
  canConfirm: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(10, 1fr)',
        gridAutoRows: '1fr',
        gap: 1,
        height: '100%',
        minHeight: 0,
      }}
    >
      {ROWS.flatMap((row) => [...row]).map((c) => (
        <Key key={c} label={c} testId={`kiosk-key-${c}`} onPress={() => onText(c)} />
      ))}
      {SHORTCUTS.map((s) => (
        <Key key={s} label={s} testId={`kiosk-key-${s}`} onPress={() => onText(s)} wide={2} />
      ))}
      <Key
        label={<BackspaceOutlinedIcon fontSize="large" aria-label="Apagar" />}
        testId="kiosk-key-backspace"
        onPress={onBackspace}
        wide={3}
      />
      <Button
        variant="contained"
        color="success"
        data-testid="kiosk-confirm"
        disabled={!canConfirm}
        onClick={onConfirm}
        sx={{ ...keySx, gridColumn: 'span 7' }}
      >
        Confirmar
      </Button>
    </Box>
  );
}

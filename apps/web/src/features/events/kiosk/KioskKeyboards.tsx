import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import { Box, Button } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A physical keyboard on the CPF and e-mail screens (issue 38 §1), as well as the on-screen keys: the
 * characters `accept` lets through are typed, Backspace erases, Enter confirms. Shortcuts with Ctrl/Alt/
 * Meta are left to the browser.
 */
export function usePhysicalKeys(
  accept: RegExp | null,
  on: { text: (t: string) => void; backspace: () => void; confirm: () => void },
) {
  const latest = useRef(on);
  latest.current = on;
  useEffect(() => {
    // off (null) on every other screen: the reader's field must get its keys
    if (!accept) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey || e.isComposing) return;
      if (e.key === 'Backspace') latest.current.backspace();
      else if (e.key === 'Enter') latest.current.confirm();
      else if (e.key.length === 1 && accept.test(e.key)) latest.current.text(e.key.toLowerCase());
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [accept]);
}

const keySx = {
  minWidth: 0,
  height: '100%',
  minHeight: 48,
  fontSize: 'clamp(1.1rem, 3.2vmin, 2rem)',
  fontWeight: 600,
  borderRadius: 2,
  textTransform: 'none',
} as const;

/** "Confirmar": white on the brand's green is 3.3:1, on its dark shade 6:1 (WCAG AA asks 4.5:1). */
const CONFIRM_SX = { ...keySx, bgcolor: 'success.dark' } as const;

function Key({
  label,
  onPress,
  testId,
  color = 'inherit',
  wide,
  name,
}: {
  label: ReactNode;
  /** the button's name when its label is an icon */
  name?: string;
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
      aria-label={name}
      onClick={onPress}
      sx={{
        ...keySx,
        px: 0,
        ...(wide
          ? { fontSize: 'clamp(0.72rem, 2.4vmin, 1.6rem)', letterSpacing: '-0.02em', whiteSpace: 'nowrap' }
          : {}),
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
        label={<BackspaceOutlinedIcon fontSize="large" />}
        name="Apagar"
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
        sx={CONFIRM_SX}
      >
        Confirmar
      </Button>
    </Box>
  );
}

const ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl-', 'zxcvbnm._'];
/**
 * The e-mail shortcuts and the columns each takes: "@" fills the last letter row's free key, the other
 * four share a row of ten, the longest with the most room at 390 px.
 */
const SHORTCUTS: [string, number][] = [
  ['@', 1],
  ['.com', 2],
  ['.com.br', 2],
  ['gmail.com', 3],
  ['hotmail.com', 3],
];

/**
 * E-mail: a QWERTY with digits, the e-mail shortcuts, backspace and "Confirmar". Columns may shrink
 * below their content's width (minmax(0, 1fr), keys without side padding), so ten keys fit a 390 px phone.
 */
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
        gridTemplateColumns: 'repeat(10, minmax(0, 1fr))',
        gridAutoRows: '1fr',
        gap: { xs: 0.5, sm: 1 },
        height: '100%',
        minHeight: 0,
      }}
    >
      {ROWS.flatMap((row) => [...row]).map((c) => (
        <Key key={c} label={c} testId={`kiosk-key-${c}`} onPress={() => onText(c)} />
      ))}
      {SHORTCUTS.map(([s, span]) => (
        <Key
          key={s}
          label={s}
          testId={`kiosk-key-${s}`}
          onPress={() => onText(s)}
          wide={span > 1 ? span : undefined}
        />
      ))}
      <Key
        label={<BackspaceOutlinedIcon fontSize="large" />}
        name="Apagar"
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
        sx={{ ...CONFIRM_SX, gridColumn: 'span 7' }}
      >
        Confirmar
      </Button>
    </Box>
  );
}

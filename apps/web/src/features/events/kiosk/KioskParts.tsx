import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';

export type Outcome =
  | { ok: true; title: string; name: string }
  | { ok: false; title: string; detail?: string };

/** A big choice of identification method. */
export function MethodButton({
  icon,
  label,
  onClick,
  testId,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Button
      variant="contained"
      data-testid={testId}
      onClick={onClick}
      sx={{
        flex: 1,
        minHeight: 0,
        flexDirection: 'column',
        gap: 2,
        fontSize: 'clamp(1.4rem, 4vmin, 2.4rem)',
        fontWeight: 700,
        borderRadius: 4,
        textTransform: 'none',
        '& svg': { fontSize: 'clamp(3rem, 12vmin, 7rem)' },
      }}
    >
      {icon}
      {label}
    </Button>
  );
}

/** The big green (or red) answer. */
export function ResultPanel({ outcome, compact }: { outcome: Outcome; compact?: boolean }) {
  return (
    <Stack
      data-testid="kiosk-result"
      role="status"
      sx={{
        flex: compact ? undefined : 1,
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        py: compact ? 2 : 0,
        borderRadius: 4,
        color: 'common.white',
        bgcolor: outcome.ok ? 'success.main' : 'error.main',
        textAlign: 'center',
        '& svg': { fontSize: compact ? '4rem' : 'clamp(5rem, 20vmin, 11rem)' },
      }}
    >
      {outcome.ok ? <CheckCircleIcon /> : <CancelIcon />}
      <Typography sx={{ fontSize: compact ? '2rem' : 'clamp(2rem, 7vmin, 4rem)', fontWeight: 800 }}>
        {outcome.title}
      </Typography>
      {outcome.ok ? (
        <Typography
          data-testid="kiosk-name"
          sx={{ fontSize: compact ? '1.8rem' : 'clamp(1.8rem, 6vmin, 3.4rem)' }}
        >
          {outcome.name}
        </Typography>
      ) : outcome.detail ? (
        <Typography sx={{ fontSize: 'clamp(1.1rem, 3vmin, 1.6rem)', px: 2 }}>{outcome.detail}</Typography>
      ) : null}
    </Stack>
  );
}

/** The USB reader types like a keyboard and ends with Enter; the field takes the focus back. */
export function ReaderPanel({
  inputRef,
  outcome,
  onCode,
}: {
  inputRef: React.RefObject<HTMLInputElement | null>;
  outcome: Outcome | null;
  onCode: (text: string) => void;
}) {
  const [text, setText] = useState('');
  useEffect(() => {
    inputRef.current?.focus();
  }, [inputRef]);
  return (
    <Stack sx={{ gap: 2, flex: 1, minHeight: 0, justifyContent: 'center' }}>
      <Box
        component="input"
        ref={inputRef}
        data-testid="kiosk-reader-input"
        aria-label="Leitor Cód. Barras/QR-Code"
        placeholder="Passe o crachá no leitor"
        autoComplete="off"
        value={text}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => setText(e.target.value)}
        onBlur={(e: React.FocusEvent<HTMLInputElement>) => {
          const el = e.currentTarget;
          window.setTimeout(() => el.isConnected && el.focus(), 50);
        }}
        onKeyDown={(e: React.KeyboardEvent<HTMLInputElement>) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          const value = text;
          setText('');
          onCode(value);
        }}
        sx={{
          fontSize: 'clamp(1.4rem, 4vmin, 2.2rem)',
          p: 2,
          borderRadius: 3,
          border: 3,
          borderColor: 'primary.main',
          outline: 'none',
          textAlign: 'center',
          width: '100%',
          boxSizing: 'border-box',
        }}
      />
      {outcome ? (
        <ResultPanel outcome={outcome} compact />
      ) : (
        <Typography
          sx={{ textAlign: 'center', fontSize: 'clamp(1.1rem, 3vmin, 1.6rem)', color: 'text.secondary' }}
        >
          Aguardando leitura…
        </Typography>
      )}
    </Stack>
  );
}

import type { DeviceMethod } from '@feira/shared';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import ErrorIcon from '@mui/icons-material/Error';
import PinOutlinedIcon from '@mui/icons-material/PinOutlined';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Box, Button, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { type ScanAnswer, ScanAnswerList, type ScanView } from '../../../shared/scan';

/** One answer on the kiosk: green (done), amber (already recorded) or red; detail = the name or why. */
export type Outcome = ScanView;

/**
 * Text and background of each answer, at least 4.5:1 (WCAG AA, asserted by e2e/tests/accessibility.test.ts):
 * white on the brand's green is 3.3:1, so green uses its dark shade (6:1); white on amber is 3.2:1, so
 * amber keeps its colour and takes dark ink (5.6:1), as warning signs do; white on red is 4.8:1.
 */
const LOOK = {
  ok: { bgcolor: 'success.dark', color: 'common.white' },
  repeat: { bgcolor: 'warning.main', color: 'text.primary' },
  error: { bgcolor: 'error.main', color: 'common.white' },
} as const;
const ICON = { ok: CheckCircleIcon, repeat: ErrorIcon, error: CancelIcon } as const;

/**
 * A line of guidance or of refusal on the kiosk: a tinted box instead of MUI's Alert, whose chunk (13 kB
 * gzipped with its icons and Paper) would put the kiosk's first download over its 150 kB budget.
 */
export function KioskNotice({
  tone,
  children,
  testId,
  fontSize,
}: {
  tone: 'info' | 'error';
  children: ReactNode;
  testId?: string;
  fontSize: string;
}) {
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      sx={{
        px: 2,
        py: 1,
        borderRadius: 1,
        fontSize,
        fontWeight: tone === 'error' ? 600 : 400,
        color: tone === 'error' ? 'error.dark' : 'info.dark',
        bgcolor: tone === 'error' ? '#fdeded' : '#e5f6fd',
      }}
    >
      {children}
    </Box>
  );
}

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

/**
 * The ways a kiosk identifies people: a paired gate's device methods (`allowed`), else the spec's
 * (check-in/out: badge and CPF; look-up: CPF and e-mail).
 */
export function offeredMethods(checkType: 1 | 2 | undefined, allowed?: readonly DeviceMethod[]) {
  if (allowed) return allowed;
  return checkType ? (['qr', 'cpf'] as const) : (['cpf', 'email'] as const);
}

const WAYS: Record<DeviceMethod, string> = {
  qr: 'aproxime o crachá do leitor ou da câmera',
  cpf: 'use o seu CPF',
  email: 'use o seu e-mail',
};

/** The line above the first screen's buttons, naming only the ways offered. */
export function kioskGuidance(checkType: 1 | 2 | undefined, allowed?: readonly DeviceMethod[]): string {
  if (!checkType && !allowed) return 'Escolha como quer se identificar: CPF ou e-mail.';
  const text = offeredMethods(checkType, allowed)
    .map((m) => WAYS[m])
    .join(', ou ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * The kiosk's first screen: how to identify (camera, reader and CPF to check; CPF and e-mail to look
 * up). A paired gate offers only its device's methods (`allowed`: 'qr' is the camera and the reader),
 * e-mail included when the device allows it; an unpaired kiosk passes none and keeps the spec's choice.
 */
export function MethodChoice({
  checkType,
  allowed,
  onPick,
}: {
  checkType: 1 | 2 | undefined;
  allowed?: readonly DeviceMethod[];
  onPick: (method: 'cpf' | 'email' | 'camera' | 'reader') => void;
}) {
  const offers = (m: DeviceMethod) => offeredMethods(checkType, allowed).includes(m);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ flex: 1, gap: 3, minHeight: 0 }}
      data-testid="kiosk-methods"
    >
      {offers('qr') ? (
        <>
          <MethodButton
            icon={<QrCodeScannerIcon />}
            label="QR-Code"
            testId="kiosk-method-camera"
            onClick={() => onPick('camera')}
          />
          <MethodButton
            icon={<BadgeOutlinedIcon />}
            label="Leitor Cód. Barras/QR-Code"
            testId="kiosk-method-reader"
            onClick={() => onPick('reader')}
          />
        </>
      ) : null}
      {offers('cpf') ? (
        <MethodButton
          icon={<PinOutlinedIcon />}
          label="CPF"
          testId="kiosk-method-cpf"
          onClick={() => onPick('cpf')}
        />
      ) : null}
      {offers('email') ? (
        <MethodButton
          icon={<EmailOutlinedIcon />}
          label="E-mail"
          testId="kiosk-method-email"
          onClick={() => onPick('email')}
        />
      ) : null}
    </Stack>
  );
}

/** The big green, amber or red answer. */
export function ResultPanel({ outcome, compact }: { outcome: Outcome; compact?: boolean }) {
  const Icon = ICON[outcome.tone];
  return (
    <Stack
      data-testid="kiosk-result"
      data-tone={outcome.tone}
      role="status"
      sx={{
        flex: compact ? undefined : 1,
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        py: compact ? 2 : 0,
        borderRadius: 4,
        ...LOOK[outcome.tone],
        textAlign: 'center',
        '& svg': { fontSize: compact ? '4rem' : 'clamp(5rem, 20vmin, 11rem)' },
      }}
    >
      <Icon />
      <Typography sx={{ fontSize: compact ? '2rem' : 'clamp(2rem, 7vmin, 4rem)', fontWeight: 800 }}>
        {outcome.title}
      </Typography>
      {outcome.tone !== 'error' ? (
        <Typography
          data-testid="kiosk-name"
          sx={{ fontSize: compact ? '1.8rem' : 'clamp(1.8rem, 6vmin, 3.4rem)' }}
        >
          {outcome.detail}
        </Typography>
      ) : outcome.detail ? (
        <Typography sx={{ fontSize: 'clamp(1.1rem, 3vmin, 1.6rem)', px: 2 }}>{outcome.detail}</Typography>
      ) : null}
    </Stack>
  );
}

/**
 * The USB reader types like a keyboard and ends with Enter; the field takes the focus back. Each code
 * goes to the scan queue at once (the field never waits for an answer); the newest answer shows big,
 * the earlier ones listed under it.
 */
export function ReaderPanel({
  inputRef,
  outcome,
  earlier,
  pending,
  onCode,
}: {
  inputRef: React.RefObject<HTMLInputElement | null>;
  outcome: Outcome | null;
  earlier: ScanAnswer[];
  pending: number;
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
      <ScanAnswerList answers={earlier} pending={pending} fontSize="clamp(1rem, 2.6vmin, 1.4rem)" centered />
    </Stack>
  );
}

import { checkTypeFromParam, codeFromScan, isValidCpf, isValidEmail, onlyDigits } from '@feira/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PinOutlinedIcon from '@mui/icons-material/PinOutlined';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { type KioskAnswer, kioskCheck, kioskLookup } from '../api';
import { EmailKeyboard, NumericKeypad } from './KioskKeyboards';
import { MethodButton, type Outcome, ReaderPanel, ResultPanel } from './KioskParts';
import { playKioskSound } from './kioskSounds';

const CameraScanner = lazy(() =>
  import('../../../shared/ui/CameraScanner/CameraScanner').then((m) => ({ default: m.CameraScanner })),
);

type Method = 'cpf' | 'email' | 'camera' | 'reader';

/** How long a result stays on screen before the next person (ms); a look-up error reloads after 5 s. */
const RESULT_MS = 3500;
const RELOAD_MS = 5000;

function cpfMask(digits: string): string {
  const d = digits.padEnd(11, '_');
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9, 11)}`;
}

/**
 * /SelfService and /Check/{type}/{event} (part 2 §2.12): a tablet kiosk a metre away. Without a type
 * it looks people up by CPF or e-mail (on-screen keypads); with in/out it checks them in or out by
 * camera QR, a USB reader (a field that keeps the focus and stays for the next person) or the CPF.
 */
export function KioskPage() {
  const { type, event } = useParams();
  const checkType = event ? checkTypeFromParam(type) : undefined;
  const [method, setMethod] = useState<Method | null>(null);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const readerRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const finish = useCallback((next: Outcome, after: 'choice' | 'stay' | 'reload') => {
    playKioskSound(next.ok);
    setOutcome(next);
    setValue('');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => {
        if (after === 'reload') window.location.reload();
        setOutcome(null);
        if (after === 'choice') setMethod(null);
        readerRef.current?.focus();
      },
      after === 'reload' ? RELOAD_MS : RESULT_MS,
    );
  }, []);

  const submit = useCallback(
    async (raw: string, via: Method) => {
      const code = via === 'cpf' ? onlyDigits(raw) : via === 'email' ? raw.trim() : codeFromScan(raw);
      if (!code || busy) return;
      setBusy(true);
      const stay = via === 'reader' ? 'stay' : 'choice';
      try {
        const answer: KioskAnswer = checkType
          ? await kioskCheck(event!, code, checkType)
          : await kioskLookup(code, event);
        const name =
          `${answer.model.firstName} ${answer.model.lastInitial ? `${answer.model.lastInitial}.` : ''}`.trim();
        const title = checkType
          ? (answer.message ?? (checkType === 1 ? 'Check-in realizado' : 'Check-out realizado'))
          : 'Cadastro encontrado';
        finish({ ok: true, title, name }, stay);
      } catch (err) {
        const status = (err as { status?: number }).status;
        // 403 not on the list, 409 outside the event's hours or no check-in yet, 429 too many look-ups:
        // the server's message says what to do; anything else is "not found"
        const refused = status === 403 || status === 409 || status === 429;
        const detail = refused ? (err as Error).message : undefined;
        const title = refused ? 'Não realizado' : 'Não encontrado';
        finish({ ok: false, title, detail }, checkType ? stay : 'reload');
      } finally {
        setBusy(false);
      }
    },
    [busy, checkType, event, finish],
  );

  const back = () => {
    setMethod(null);
    setValue('');
    setOutcome(null);
  };

  const heading = checkType === 1 ? 'Check-in' : checkType === 2 ? 'Check-out' : 'Autoatendimento';
  const valid = method === 'cpf' ? isValidCpf(value) : method === 'email' ? isValidEmail(value) : false;

  let body: ReactNode;
  if (outcome && method !== 'reader') body = <ResultPanel outcome={outcome} />;
  else if (!method)
    body = (
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ flex: 1, gap: 3, minHeight: 0 }}
        data-testid="kiosk-methods"
      >
        {checkType ? (
          <>
            <MethodButton
              icon={<QrCodeScannerIcon />}
              label="QR-Code"
              testId="kiosk-method-camera"
              onClick={() => setMethod('camera')}
            />
            <MethodButton
              icon={<BadgeOutlinedIcon />}
              label="Leitor Cód. Barras/QR-Code"
              testId="kiosk-method-reader"
              onClick={() => setMethod('reader')}
            />
          </>
        ) : null}
        <MethodButton
          icon={<PinOutlinedIcon />}
          label="CPF"
          testId="kiosk-method-cpf"
          onClick={() => setMethod('cpf')}
        />
        {checkType ? null : (
          <MethodButton
            icon={<EmailOutlinedIcon />}
            label="E-mail"
            testId="kiosk-method-email"
            onClick={() => setMethod('email')}
          />
        )}
      </Stack>
    );
  else
    body = (
      <Stack sx={{ flex: 1, gap: 2, minHeight: 0 }}>
        {method === 'cpf' || method === 'email' ? (
          <Typography
            data-testid="kiosk-display"
            sx={{
              fontSize: 'clamp(1.6rem, 6vmin, 3.4rem)',
              fontFamily: 'monospace',
              textAlign: 'center',
              bgcolor: 'background.paper',
              border: 2,
              borderColor: 'divider',
              borderRadius: 3,
              py: 1,
              overflowWrap: 'anywhere',
              minHeight: '1.6em',
            }}
          >
            {method === 'cpf' ? cpfMask(value) : value || 'seu@email.com'}
          </Typography>
        ) : null}
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          {method === 'cpf' ? (
            <NumericKeypad
              canConfirm={valid && !busy}
              onDigit={(d) => setValue((v) => (v.length < 11 ? v + d : v))}
              onBackspace={() => setValue((v) => v.slice(0, -1))}
              onConfirm={() => void submit(value, 'cpf')}
            />
          ) : null}
          {method === 'email' ? (
            <EmailKeyboard
              canConfirm={valid && !busy}
              onText={(t) => setValue((v) => (v + t).slice(0, 254))}
              onBackspace={() => setValue((v) => v.slice(0, -1))}
              onConfirm={() => void submit(value, 'email')}
            />
          ) : null}
          {method === 'camera' ? (
            <Suspense fallback={<Typography sx={{ fontSize: '1.5rem' }}>Abrindo a câmera…</Typography>}>
              <CameraScanner
                onCode={(text) => void submit(text, 'camera')}
                errorMessage="Não foi possível abrir a câmera. Use o leitor ou o CPF."
                scanDelayMs={300}
                sameCodeMs={1000}
                alertSx={{ fontSize: '1.25rem' }}
                videoSx={{ height: '100%', minHeight: 0, borderRadius: 2 }}
              />
            </Suspense>
          ) : null}
          {method === 'reader' ? (
            <ReaderPanel
              inputRef={readerRef}
              outcome={outcome}
              onCode={(text) => void submit(text, 'reader')}
            />
          ) : null}
        </Box>
      </Stack>
    );

  return (
    <Box
      sx={{
        height: '100dvh',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        p: { xs: 2, sm: 3 },
        bgcolor: 'grey.100',
        boxSizing: 'border-box',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, minHeight: 64 }}>
        {method ? (
          <Button
            variant="outlined"
            size="large"
            startIcon={<ArrowBackIcon />}
            onClick={back}
            data-testid="kiosk-back"
            sx={{ fontSize: '1.25rem', minHeight: 56 }}
          >
            Voltar
          </Button>
        ) : null}
        <Typography
          component="h1"
          sx={{ fontSize: 'clamp(1.6rem, 5vmin, 2.6rem)', fontWeight: 700, flex: 1 }}
        >
          {heading}
        </Typography>
      </Stack>
      {!method && !outcome ? (
        <Alert severity="info" sx={{ fontSize: 'clamp(1rem, 2.6vmin, 1.4rem)', alignItems: 'center' }}>
          {checkType
            ? 'Aproxime o crachá do leitor ou da câmera, ou use o seu CPF.'
            : 'Escolha como quer se identificar: CPF ou e-mail.'}
        </Alert>
      ) : null}
      {body}
    </Box>
  );
}

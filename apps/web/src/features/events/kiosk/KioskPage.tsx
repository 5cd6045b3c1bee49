import {
  checkTypeFromParam,
  codeFromScan,
  isValidCpf,
  isValidEmail,
  onlyDigits,
  SCAN_MESSAGES,
} from '@feira/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { playScanTone, useScanQueue } from '../../../shared/scan';
import { kioskEvent } from '../api';
import { EmailKeyboard, NumericKeypad, usePhysicalKeys } from './KioskKeyboards';
import {
  KioskNotice,
  kioskGuidance,
  MethodChoice,
  type Outcome,
  ReaderPanel,
  ResultPanel,
} from './KioskParts';
import { failedView, onlineView } from './kioskViews';
import { usePairedKiosk } from './usePairedKiosk';

const CameraScanner = lazy(() =>
  import('../../../shared/ui/CameraScanner/CameraScanner').then((m) => ({ default: m.CameraScanner })),
);

const KioskPairing = lazy(() => import('./KioskPairing').then((m) => ({ default: m.KioskPairing })));

type Method = 'cpf' | 'email' | 'camera' | 'reader';

/** How long a result stays on screen before the next person (ms); a look-up error reloads after 5 s. */
const RESULT_MS = 3500;
const RELOAD_MS = 5000;
const DIGIT = /^\d$/;
const EMAIL_CHAR = /^[\w@.+-]$/;

function cpfMask(digits: string): string {
  const d = digits.padEnd(11, '_');
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9, 11)}`;
}

/**
 * /SelfService and /Check/{type}/{event} (part 2 §2.12): a tablet kiosk a metre away. Without a type
 * it looks people up by CPF or e-mail (on-screen keypads or a keyboard); with in/out it checks them in
 * or out by camera QR, a USB reader (a field that keeps the focus and stays for the next person) or the
 * CPF. Every code goes through the scan queue (shared/scan): a badge read while the previous one is
 * being answered waits its turn and gets its own answer and sound (issue 38 §1).
 */
export function KioskPage() {
  const params = useParams();
  // a paired tablet is its device's gate (event and direction), whatever the address says (issue 38 §2)
  const { hint, kit, online, paired } = usePairedKiosk();
  const event = hint?.eventId ?? params.event;
  const checkType = hint ? hint.direction : event ? checkTypeFromParam(params.type) : undefined;
  const [pairing, setPairing] = useState(false);
  const [method, setMethod] = useState<Method | null>(null);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [eventName, setEventName] = useState<string | null>(null);
  const readerRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (hint) return setEventName(hint.eventName);
    if (!event) return;
    kioskEvent(event).then(
      // the tablet's own date format (the venue's clock): shared formatDate would bring dayjs, 7 kB
      (e) => setEventName(e.when ? `${e.title} · ${new Date(e.when).toLocaleDateString('pt-BR')}` : e.title),
      () => undefined,
    );
  }, [event, hint]);

  const queue = useScanQueue({
    keep: 4,
    // paired: written to IndexedDB first, then the server or (offline) the manifest decides
    run: (code, signal) =>
      kit
        ? kit.scan(code, checkType!, method === 'cpf' || method === 'email' ? method : undefined)
        : onlineView(code, event, checkType, signal),
    failed: failedView,
    onAnswer: (answer) => {
      // a look-up kiosk reloads after a refusal (a fresh screen for the next person), never when the
      // network failed: a reload then could not open the page
      const reload = !checkType && answer.tone === 'error' && answer.title !== SCAN_MESSAGES.offline;
      show(answer, method === 'reader' || method === 'camera' ? 'stay' : reload ? 'reload' : 'choice');
    },
  });

  function show(next: Outcome, after: 'choice' | 'stay' | 'reload') {
    setOutcome(next);
    setValue('');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => {
        if (after === 'reload') window.location.reload();
        setOutcome(null);
        if (queue.idle()) queue.clear();
        if (after === 'choice') setMethod(null);
        readerRef.current?.focus();
      },
      after === 'reload' ? RELOAD_MS : RESULT_MS,
    );
  }

  /** Confirmar on the CPF or e-mail screen: an invalid value says so (red, with its sound) instead of sending. */
  const confirm = () => {
    // one typed value at a time: a second Enter while it is answered would only ask again
    if (queue.pending > 0) return;
    if (method === 'cpf' && !isValidCpf(value)) return refuse(SCAN_MESSAGES.invalidCpf);
    if (method === 'email' && !isValidEmail(value)) return refuse(SCAN_MESSAGES.invalidEmail);
    queue.push(method === 'cpf' ? onlyDigits(value) : value.trim());
  };
  const refuse = (message: string) => {
    setInvalid(message);
    playScanTone('error');
  };
  const typed = (t: string) => {
    setInvalid(null);
    setValue((v) => (method === 'cpf' ? (v.length < 11 ? v + t : v) : (v + t).slice(0, 254)));
  };
  const erase = () => {
    setInvalid(null);
    setValue((v) => v.slice(0, -1));
  };
  const typing = !outcome && (method === 'cpf' || method === 'email');
  usePhysicalKeys(typing ? (method === 'cpf' ? DIGIT : EMAIL_CHAR) : null, {
    text: typed,
    backspace: erase,
    confirm,
  });
  const scanned = (text: string) => {
    const code = codeFromScan(text);
    if (code) queue.push(code);
  };

  const back = () => {
    setMethod(null);
    setValue('');
    setInvalid(null);
    setOutcome(null);
  };

  const heading = checkType === 1 ? 'Check-in' : checkType === 2 ? 'Check-out' : 'Autoatendimento';

  let body: ReactNode;
  if (hint && !kit) body = <Typography sx={{ fontSize: '1.5rem' }}>Abrindo o dispositivo…</Typography>;
  else if (pairing)
    body = (
      <Suspense fallback={null}>
        <KioskPairing
          eventId={params.event}
          onPaired={() => {
            setPairing(false);
            paired();
          }}
          onCancel={() => setPairing(false)}
        />
      </Suspense>
    );
  else if (outcome && method !== 'reader') body = <ResultPanel outcome={outcome} />;
  // a paired gate offers only its device's methods (fixed when the device is added)
  else if (!method) body = <MethodChoice checkType={checkType} allowed={hint?.methods} onPick={setMethod} />;
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
        {invalid ? (
          <KioskNotice tone="error" testId="kiosk-invalid" fontSize="clamp(1.1rem, 3vmin, 1.6rem)">
            {invalid}
          </KioskNotice>
        ) : null}
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          {method === 'cpf' ? (
            <NumericKeypad
              canConfirm={value.length === 11 && queue.pending === 0}
              onDigit={typed}
              onBackspace={erase}
              onConfirm={confirm}
            />
          ) : null}
          {method === 'email' ? (
            <EmailKeyboard
              canConfirm={value.includes('@') && queue.pending === 0}
              onText={typed}
              onBackspace={erase}
              onConfirm={confirm}
            />
          ) : null}
          {method === 'camera' ? (
            <Suspense fallback={<Typography sx={{ fontSize: '1.5rem' }}>Abrindo a câmera…</Typography>}>
              <CameraScanner
                onCode={scanned}
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
              earlier={queue.answers.slice(outcome ? 1 : 0)}
              pending={queue.pending}
              onCode={scanned}
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
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component="h1"
            sx={{ fontSize: { xs: '1.25rem', sm: 'clamp(1.6rem, 5vmin, 2.6rem)' }, fontWeight: 700 }}
          >
            {heading}
          </Typography>
          {eventName ? (
            <Typography
              data-testid="kiosk-event-name"
              sx={{
                fontSize: 'clamp(1rem, 2.6vmin, 1.4rem)',
                color: 'text.secondary',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {eventName}
            </Typography>
          ) : null}
        </Box>
        {hint || method || pairing ? null : (
          <Button variant="outlined" onClick={() => setPairing(true)} data-testid="kiosk-pair">
            Parear dispositivo
          </Button>
        )}
      </Stack>
      {kit ? <kit.StatusBar session={kit.session} /> : null}
      {!method && !outcome && !pairing ? (
        <KioskNotice tone={online || kit ? 'info' : 'error'} fontSize="clamp(1rem, 2.6vmin, 1.4rem)">
          {!online && !kit
            ? 'Sem conexão: o check-in precisa da rede neste aparelho (não pareado).'
            : kioskGuidance(checkType, hint?.methods)}
        </KioskNotice>
      ) : null}
      {body}
    </Box>
  );
}

import {
  CONSUMPTION_TYPE_OPTIONS,
  SCAN_MESSAGES,
  STAFF_CONSUMPTION_MESSAGES,
  type StaffConsumption,
  SUCCESS_RETURN_MS,
} from '@feira/shared';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Box, Paper, Typography } from '@mui/material';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { PlainButton } from '../../shared/plain';
import { lazyNamed } from '../../shared/routing/lazyNamed';
import { isNetworkFailure, useScanQueue } from '../../shared/scan';
import { consume, getConsumption, type ScanMode } from './api';
import type { Selection } from './ItemCounters';
import { ScanStep } from './ScanStep';

/*
 * The select step (item counters, the limit snackbar) is its own chunk, fetched once the scan step is
 * shown and awaited with the badge look-up, so it is not in the counter phone page's first download
 * (bench/bundle-size.mjs) and is in memory before the step appears.
 */
const loadSelectStep = () => import('./SelectStep');
const SelectStep = lazyNamed(loadSelectStep, 'SelectStep');
// never rejected here: a chunk that failed is fetched again (and fails visibly) when rendered
const preloadSelectStep = () => loadSelectStep().catch(() => null);

type Step =
  | { name: 'scan' }
  | { name: 'select'; data: StaffConsumption }
  | { name: 'done'; data: StaffConsumption; taken: Selection };

/**
 * The three steps of the staff scan page (part 2 §2.14, §4): scan -> select after a successful look-up
 * -> "Consumo Registrado!" once every selected item is registered -> back to scan by itself after 3 s.
 * `onUnauthorized` lets the mobile page ask for its key again. Badges read while a look-up is still
 * being answered are not dropped: they go through the scan queue (shared/scan), in order, and each found
 * person opens the select step in turn once the one before is done. The server knows no "repeat" of a
 * consumption (each scan may register more), so no amber answer here.
 */
export function ScanFlow({ mode, onUnauthorized }: { mode: ScanMode; onUnauthorized?: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'scan' });
  const [selection, setSelection] = useState<Selection>({});
  const [busy, setBusy] = useState(false);
  const [scanError, setScanError] = useState<string | null>(null);
  /** people looked up and waiting for their select step, in scan order */
  const [ready, setReady] = useState<StaffConsumption[]>([]);
  const [selectError, setSelectError] = useState<string | null>(null);
  const clearScanError = useCallback(() => setScanError(null), []);
  /** the code read while the network was down: kept on screen, looked up when the network returns */
  const [heldCode, setHeldCode] = useState<string | null>(null);

  const toScan = useCallback(() => {
    setSelection({});
    setSelectError(null);
    setStep({ name: 'scan' });
  }, []);

  useEffect(() => {
    void preloadSelectStep();
  }, []);

  useEffect(() => {
    if (step.name !== 'done') return;
    const t = setTimeout(toScan, SUCCESS_RETURN_MS);
    return () => clearTimeout(t);
  }, [step, toScan]);

  const failed = (e: unknown) => {
    if (e instanceof ApiError && e.status === 401 && onUnauthorized) onUnauthorized();
    return isNetworkFailure(e) ? SCAN_MESSAGES.offline : (e as Error).message;
  };

  const queue = useScanQueue({
    run: async (code) => {
      const [data] = await Promise.all([getConsumption(mode, code), preloadSelectStep()]);
      setReady((list) => [...list, data]);
      return { tone: 'ok', title: data.user.fullName };
    },
    failed: (e, code) => {
      if (!isNetworkFailure(e)) return { tone: 'error', title: failed(e) };
      setHeldCode(code);
      return { tone: 'error', title: SCAN_MESSAGES.consumptionOffline };
    },
    // the held code's box says "Sem conexão" already (below); no second, red copy of it
    onAnswer: (answer) =>
      setScanError(
        answer.tone === 'error' && answer.title !== SCAN_MESSAGES.consumptionOffline ? answer.title : null,
      ),
  });

  // issue 38 §3: no offline consumption (limits would be over-spent); the code waits for the network
  useEffect(() => {
    if (!heldCode) return;
    const retry = () => {
      setHeldCode(null);
      queue.push(heldCode);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [heldCode, queue.push]);

  // the next person looked up opens once the scan step is back
  useEffect(() => {
    if (step.name !== 'scan' || ready.length === 0) return;
    setSelection({});
    setSelectError(null);
    setStep({ name: 'select', data: ready[0]! });
    setReady((list) => list.slice(1));
  }, [step, ready]);

  const confirm = async (data: StaffConsumption) => {
    const items = CONSUMPTION_TYPE_OPTIONS.filter((o) => (selection[o.value] ?? 0) > 0);
    if (!items.length) {
      setSelectError(STAFF_CONSUMPTION_MESSAGES.selectAtLeastOne);
      return;
    }
    setBusy(true);
    setSelectError(null);
    const left = { ...selection };
    const taken: Selection = {};
    try {
      // one call per selected item (part 2 §7); a registered item leaves the selection at once
      for (const o of items) {
        await consume(mode, data.user._id, o.value, left[o.value]!);
        taken[o.value] = left[o.value];
        delete left[o.value];
      }
      setStep({ name: 'done', data, taken });
    } catch (e) {
      setSelection(left);
      setSelectError(failed(e));
      // fresh counters, so the exceed warning and the + buttons tell the truth
      const fresh = await getConsumption(mode, data.user._id).catch(() => null);
      if (fresh) setStep({ name: 'select', data: fresh });
    } finally {
      setBusy(false);
    }
  };

  if (step.name === 'scan')
    return (
      <>
        {heldCode ? (
          <Paper
            variant="outlined"
            role="status"
            data-testid="consumption-offline"
            sx={{ p: 1.5, mb: 2, borderColor: 'warning.main', bgcolor: '#fff4e5' }}
          >
            <Typography sx={{ fontWeight: 700 }}>{SCAN_MESSAGES.consumptionOffline}</Typography>
            <Typography variant="body2">
              Código lido: <strong>{heldCode}</strong> — será consultado quando a rede voltar.
            </Typography>
          </Paper>
        ) : null}
        <ScanStep
          pending={queue.pending}
          error={scanError}
          onClearError={clearScanError}
          onCode={queue.push}
        />
      </>
    );
  if (step.name === 'select')
    return (
      <Suspense fallback={null}>
        <SelectStep
          data={step.data}
          selection={selection}
          onChange={(next) => {
            setSelection(next);
            setSelectError(null);
          }}
          error={selectError}
          busy={busy}
          onBack={toScan}
          onConfirm={() => void confirm(step.data)}
        />
      </Suspense>
    );
  return (
    <Paper variant="outlined" sx={{ textAlign: 'center', px: 2, py: 4 }}>
      <CheckCircleRounded color="success" sx={{ fontSize: 72 }} />
      <Typography variant="h5" component="h2" role="status" sx={{ fontWeight: 700, mt: 1 }}>
        {STAFF_CONSUMPTION_MESSAGES.registered}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {step.data.user.fullName}
      </Typography>
      <Box sx={{ mt: 1 }}>
        {CONSUMPTION_TYPE_OPTIONS.filter((o) => step.taken[o.value]).map((o) => (
          <Typography key={o.value} variant="body2">
            {o.actionLabel}: {step.taken[o.value]}
          </Typography>
        ))}
      </Box>
      <PlainButton type="button" onClick={toScan} style={{ marginTop: 24, minHeight: 52 }}>
        {STAFF_CONSUMPTION_MESSAGES.newRegistration}
      </PlainButton>
    </Paper>
  );
}

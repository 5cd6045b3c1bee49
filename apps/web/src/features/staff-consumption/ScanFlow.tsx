import {
  CONSUMPTION_TYPE_OPTIONS,
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
 * `onUnauthorized` lets the mobile page ask for its key again.
 */
export function ScanFlow({ mode, onUnauthorized }: { mode: ScanMode; onUnauthorized?: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'scan' });
  const [selection, setSelection] = useState<Selection>({});
  const [busy, setBusy] = useState(false);
  const [scanError, setScanError] = useState<string | null>(null);
  const [selectError, setSelectError] = useState<string | null>(null);
  const clearScanError = useCallback(() => setScanError(null), []);

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
    return (e as Error).message;
  };

  const lookUp = async (code: string) => {
    setBusy(true);
    setScanError(null);
    try {
      const [data] = await Promise.all([getConsumption(mode, code), preloadSelectStep()]);
      setSelection({});
      setSelectError(null);
      setStep({ name: 'select', data });
    } catch (e) {
      setScanError(failed(e));
    } finally {
      setBusy(false);
    }
  };

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
      <ScanStep busy={busy} error={scanError} onClearError={clearScanError} onCode={(c) => void lookUp(c)} />
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

import {
  ACCREDITATION_MESSAGES,
  type AccreditationType,
  accreditationStepFields,
  FIELD_MESSAGES,
  hasStep3,
  SCREEN_MESSAGES,
} from '@feira/shared';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Suspense, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { ApiError } from '../../shared/api/client';
import { lazyNamed } from '../../shared/routing/lazyNamed';
import { PageLoader } from '../../shared/routing/PageLoader';
import { UploadGuardProvider, useUploadGuard } from '../../shared/ui';
import { submitAccreditation } from './api';
import { accreditationValidation, useAccreditationForm } from './useAccreditationForm';
import type { FormToken } from './useFormToken';

/*
 * Steps 2 and 3 of the wizard and their form (react-hook-form), a chunk of its own: the page draws step 1
 * without it and fetches it, with the steps, the terms dialog and the schemas (zod, libphonenumber), as
 * soon as step 1 is drawn (bench/bundle-size.mjs).
 */
const loadStepPersonal = () => import('./StepPersonal');
const loadStepExtra = () => import('./StepExtra');
const loadTermsDialog = () => import('./TermsDialog');
const StepPersonal = lazyNamed(loadStepPersonal, 'StepPersonal');
const StepExtra = lazyNamed(loadStepExtra, 'StepExtra');
const TermsDialog = lazyNamed(loadTermsDialog, 'TermsDialog');

/** Fetches the later steps' chunks and the schemas (called by the page once step 1 is drawn). */
export function preloadWizardParts() {
  for (const load of [loadStepPersonal, loadStepExtra, loadTermsDialog]) load().catch(() => {});
  accreditationValidation.preload();
}

function submitErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    const fields = Object.values(err.errors ?? {});
    return fields.length ? fields.join(' ') : err.message;
  }
  return err instanceof Error && err.message ? err.message : SCREEN_MESSAGES.genericError;
}

export interface AccreditationWizardProps {
  type: AccreditationType;
  /** 1 keeps the wizard mounted but hidden (step 1 is the page's), so what was typed survives "Voltar" */
  step: 1 | 2 | 3;
  company: string | null;
  token: FormToken;
  onStep: (step: 1 | 2 | 3) => void;
  onDone: () => void;
  onFailed: (message: string) => void;
}

/**
 * Steps 2 (personal, company and address data) and 3 (professional and builder: gender and
 * documents) with the buttons under them; the last step carries the LGPD consent and submits.
 */
export function AccreditationWizard({
  type,
  step,
  company,
  token,
  onStep,
  onDone,
  onFailed,
}: AccreditationWizardProps) {
  const form = useAccreditationForm(type, company, token.value);
  const [invalid, setInvalid] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [tokenMessage, setTokenMessage] = useState<string | null>(null);
  const uploads = useUploadGuard();
  const three = hasStep3(type);

  const next = async () => {
    const ok = await form.trigger(accreditationStepFields(type, 2) as never, { shouldFocus: true });
    setInvalid(!ok);
    if (ok) onStep(3);
  };
  const back = () => {
    setInvalid(false);
    onStep(step === 3 ? 2 : 1);
  };
  const submit = form.handleSubmit(
    async (values) => {
      setInvalid(false);
      setTokenMessage(null);
      if (uploads.uploading || uploads.error) return;
      try {
        await submitAccreditation(values);
        onDone();
      } catch (err) {
        // the form token (too quick, or expired while the page stayed open): say so here and keep
        // what was typed; a fresh token replaces an invalid one
        const tokenProblem = err instanceof ApiError ? err.errors?.formToken : undefined;
        if (tokenProblem) {
          setTokenMessage(tokenProblem);
          if (tokenProblem === ACCREDITATION_MESSAGES.formTokenInvalid) void token.refresh();
          return;
        }
        onFailed(submitErrorText(err));
      }
    },
    (errors) => {
      setInvalid(true);
      const stepTwo = accreditationStepFields(type, 2).map((f) => f.split('.')[0]);
      if (step === 3 && Object.keys(errors).some((k) => stepTwo.includes(k))) onStep(2);
    },
  );

  if (step === 1) return null;
  const lastStep = (step === 2 && !three) || step === 3;
  return (
    <FormProvider {...form}>
      <UploadGuardProvider value={uploads.guard}>
        <Box component="form" noValidate onSubmit={submit}>
          <Suspense fallback={<PageLoader />}>
            {step === 2 && (
              <StepPersonal type={type} lastStep={!three} onOpenTerms={() => setTermsOpen(true)} />
            )}
            {step === 3 && (
              <StepExtra type={type} token={token.current} onOpenTerms={() => setTermsOpen(true)} />
            )}
          </Suspense>
          {invalid && Object.keys(form.formState.errors).length > 0 && (
            <Alert severity="error" sx={{ mt: 2.5 }} role="alert">
              {FIELD_MESSAGES.fillAllFields}
            </Alert>
          )}
          {tokenMessage && (
            <Alert severity="warning" sx={{ mt: 2.5 }} role="alert">
              {tokenMessage}
            </Alert>
          )}
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            sx={{ mt: 3, justifyContent: 'space-between' }}
          >
            <Button variant="outlined" size="large" onClick={back}>
              Voltar
            </Button>
            {lastStep ? (
              <Button
                key="submit"
                type="submit"
                variant="contained"
                size="large"
                loading={form.formState.isSubmitting}
                disabled={uploads.uploading}
              >
                Concluir cadastro
              </Button>
            ) : (
              <Button
                key="next"
                variant="contained"
                size="large"
                onClick={(e) => {
                  // never a submit: the same click must not reach the step-3 submit button
                  e.preventDefault();
                  void next();
                }}
              >
                Próximo
              </Button>
            )}
          </Stack>
        </Box>
      </UploadGuardProvider>
      <Suspense fallback={null}>
        <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
      </Suspense>
    </FormProvider>
  );
}

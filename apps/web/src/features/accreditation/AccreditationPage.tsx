import {
  ACCREDITATION_MESSAGES,
  type AccreditationType,
  accreditationStepFields,
  FIELD_MESSAGES,
  hasStep3,
  SCREEN_MESSAGES,
} from '@feira/shared';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { BrandLogo } from '../../shared/brand/BrandLogo';
import { lazyNamed } from '../../shared/routing/lazyNamed';
import { PageLoader } from '../../shared/routing/PageLoader';
import { UploadGuardProvider, useUploadGuard } from '../../shared/ui';
import { readCadastroPath, submitAccreditation } from './api';
import { StepChoose, stepOneTypes } from './StepChoose';
import { accreditationValidation, emptyValues, useAccreditationForm } from './useAccreditationForm';

/*
 * The wizard opens on step 1 (the type cards). Steps 2 and 3 (masked fields, selects, uploads), the
 * terms dialog and the schemas (zod, libphonenumber) are separate chunks, fetched as soon as step 1 is
 * drawn, so they are not in the page's first download (bench/bundle-size.mjs).
 */
const loadStepPersonal = () => import('./StepPersonal');
const loadStepExtra = () => import('./StepExtra');
const loadTermsDialog = () => import('./TermsDialog');
const StepPersonal = lazyNamed(loadStepPersonal, 'StepPersonal');
const StepExtra = lazyNamed(loadStepExtra, 'StepExtra');
const TermsDialog = lazyNamed(loadTermsDialog, 'TermsDialog');

function preloadLaterSteps() {
  for (const load of [loadStepPersonal, loadStepExtra, loadTermsDialog]) load().catch(() => {});
  accreditationValidation.preload();
}

type StepNo = 1 | 2 | 3;

function submitErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    const fields = Object.values(err.errors ?? {});
    return fields.length ? fields.join(' ') : err.message;
  }
  return err instanceof Error && err.message ? err.message : SCREEN_MESSAGES.genericError;
}

/**
 * The public accreditation wizard (spec part 2 §2.11): /Cadastro/{type}, /Cadastro/{type}/{companyId}
 * and /Cadastro/{companyId}. Step 1 picks the type, step 2 takes personal, company and address data,
 * step 3 (professional and builder) gender and documents; the last step carries the LGPD consent.
 */
export function AccreditationPage() {
  const params = useParams();
  const { type: linkType, company } = readCadastroPath(params.first, params.second);
  const { form, tokenError, refreshToken, token } = useAccreditationForm(linkType, company);
  const [step, setStep] = useState<StepNo>(1);
  const [done, setDone] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const uploads = useUploadGuard();
  const [tokenMessage, setTokenMessage] = useState<string | null>(null);
  const type = form.watch('type');
  const three = type ? hasStep3(type) : false;
  const labels = three ? ['Tipo', 'Seus dados', 'Documentos'] : ['Tipo', 'Seus dados'];

  useEffect(preloadLaterSteps, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on every step change
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step, done, submitError]);

  const pick = (picked: AccreditationType) => {
    form.setValue('type', picked);
    form.clearErrors();
    setInvalid(false);
    setStep(2);
  };
  const back = () => {
    setInvalid(false);
    setStep((s) => (s > 1 ? ((s - 1) as StepNo) : 1));
  };
  const next = async () => {
    if (!type) return;
    const ok = await form.trigger(accreditationStepFields(type, 2) as never, { shouldFocus: true });
    setInvalid(!ok);
    if (ok) setStep(3);
  };
  const submit = form.handleSubmit(
    async (values) => {
      setInvalid(false);
      setTokenMessage(null);
      if (uploads.uploading || uploads.error) return;
      try {
        await submitAccreditation(values);
        setDone(true);
      } catch (err) {
        // the form token (too quick, or expired while the page stayed open): say so here and keep
        // what was typed; a fresh token replaces an invalid one
        const tokenProblem = err instanceof ApiError ? err.errors?.formToken : undefined;
        if (tokenProblem) {
          setTokenMessage(tokenProblem);
          if (tokenProblem === ACCREDITATION_MESSAGES.formTokenInvalid) void refreshToken();
          return;
        }
        setSubmitError(submitErrorText(err));
      }
    },
    (errors) => {
      setInvalid(true);
      const stepTwo = type ? accreditationStepFields(type, 2).map((f) => f.split('.')[0]) : [];
      if (step === 3 && Object.keys(errors).some((k) => stepTwo.includes(k))) setStep(2);
    },
  );
  const restart = () => {
    form.reset(emptyValues(linkType, company));
    setDone(false);
    setStep(1);
    void refreshToken();
  };

  const lastStep = (step === 2 && !three) || step === 3;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        bgcolor: 'background.default',
        display: 'flex',
        justifyContent: 'center',
        p: { xs: 1, sm: 4 },
      }}
    >
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 640 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
          <BrandLogo />
        </Box>
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
              Credenciamento
            </Typography>
            {submitError ? (
              <Stack spacing={2} sx={{ mt: 2 }}>
                <Alert severity="error" role="alert" data-testid="accreditation-error">
                  {submitError}
                </Alert>
                <Button variant="outlined" onClick={() => window.location.reload()}>
                  Voltar
                </Button>
              </Stack>
            ) : done ? (
              <Stack
                spacing={2.5}
                sx={{ mt: 2, alignItems: 'center', textAlign: 'center' }}
                data-testid="accreditation-done"
              >
                <CheckCircleRounded color="success" sx={{ fontSize: 64 }} />
                <Typography variant="h6" component="p">
                  {SCREEN_MESSAGES.accreditationDone}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Enviamos a confirmação com o seu crachá (QR Code) para o seu e-mail.
                </Typography>
                <Button variant="contained" size="large" onClick={restart}>
                  {ACCREDITATION_MESSAGES.newRegistration}
                </Button>
              </Stack>
            ) : (
              <FormProvider {...form}>
                <Stepper activeStep={step - 1} alternativeLabel sx={{ my: 2.5 }}>
                  {labels.map((label) => (
                    <Step key={label}>
                      <StepLabel>{label}</StepLabel>
                    </Step>
                  ))}
                </Stepper>
                {tokenError && (
                  <Alert severity="warning" sx={{ mb: 2 }}>
                    Não foi possível preparar o formulário. Verifique a conexão e recarregue a página.
                  </Alert>
                )}
                <UploadGuardProvider value={uploads.guard}>
                  <Box component="form" noValidate onSubmit={submit}>
                    {step === 1 && (
                      <>
                        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                          {ACCREDITATION_MESSAGES.stepChoose}
                        </Typography>
                        <StepChoose types={stepOneTypes(linkType)} selected={type} onPick={pick} />
                      </>
                    )}
                    <Suspense fallback={<PageLoader />}>
                      {step === 2 && type && (
                        <StepPersonal type={type} lastStep={!three} onOpenTerms={() => setTermsOpen(true)} />
                      )}
                      {step === 3 && type && (
                        <StepExtra type={type} token={token} onOpenTerms={() => setTermsOpen(true)} />
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
                    {step > 1 && (
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
                    )}
                  </Box>
                </UploadGuardProvider>
              </FormProvider>
            )}
          </CardContent>
        </Card>
        <Suspense fallback={null}>
          <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
        </Suspense>
      </Stack>
    </Box>
  );
}

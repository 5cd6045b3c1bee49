import { ACCREDITATION_MESSAGES, type AccreditationType, hasStep3 } from '@feira/shared';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { BrandLogo } from '../../shared/brand/BrandLogo';
import { PlainButton } from '../../shared/plain';
import { lazyNamed } from '../../shared/routing/lazyNamed';
import { PageLoader } from '../../shared/routing/PageLoader';
import { AccreditationStepper } from './AccreditationStepper';
import { readCadastroPath } from './api';
import { StepChoose, stepOneTypes } from './StepChoose';
import { useFormToken } from './useFormToken';

/*
 * The page draws step 1 (the type cards) with nothing but the theme's core; steps 2 and 3 with their
 * form (react-hook-form, masked fields, selects, uploads, zod) are ./AccreditationWizard, fetched as
 * soon as step 1 is drawn, so they are not in the page's first download (bench/bundle-size.mjs).
 */
const loadWizard = () => import('./AccreditationWizard');
const AccreditationWizard = lazyNamed(loadWizard, 'AccreditationWizard');
const preloadWizard = () => {
  loadWizard()
    .then((m) => m.preloadWizardParts())
    .catch(() => {});
};

type StepNo = 1 | 2 | 3;
type Outcome = { name: 'form' } | { name: 'done' } | { name: 'failed'; message: string };

/**
 * The public accreditation wizard (spec part 2 §2.11): /Cadastro/{type}, /Cadastro/{type}/{companyId}
 * and /Cadastro/{companyId}. Step 1 picks the type, step 2 takes personal, company and address data,
 * step 3 (professional and builder) gender and documents; the last step carries the LGPD consent.
 */
export function AccreditationPage() {
  const params = useParams();
  const { type: linkType, company } = readCadastroPath(params.first, params.second);
  const token = useFormToken();
  const [type, setType] = useState<AccreditationType | ''>(linkType ?? '');
  const [step, setStep] = useState<StepNo>(1);
  // the wizard is mounted from the first pick on and stays so (hidden on step 1) until a new registration
  const [started, setStarted] = useState(false);
  const [round, setRound] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>({ name: 'form' });
  const labels = type && hasStep3(type) ? ['Tipo', 'Seus dados', 'Documentos'] : ['Tipo', 'Seus dados'];

  useEffect(preloadWizard, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on every step change
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step, outcome]);

  const pick = (picked: AccreditationType) => {
    setType(picked);
    setStarted(true);
    setStep(2);
  };
  const restart = () => {
    setRound((r) => r + 1);
    setStarted(false);
    setType(linkType ?? '');
    setStep(1);
    setOutcome({ name: 'form' });
    void token.refresh();
  };

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
      <Box sx={{ width: '100%', maxWidth: 640, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
          <BrandLogo tagline="Credenciamento" />
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
            Credenciamento
          </Typography>
          {outcome.name === 'failed' ? (
            <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Alert severity="error" role="alert" data-testid="accreditation-error">
                {outcome.message}
              </Alert>
              <PlainButton type="button" variant="outlined" onClick={() => window.location.reload()}>
                Voltar
              </PlainButton>
            </Box>
          ) : outcome.name === 'done' ? (
            <Box
              sx={{
                mt: 2,
                display: 'flex',
                flexDirection: 'column',
                gap: 2.5,
                alignItems: 'center',
                textAlign: 'center',
              }}
              data-testid="accreditation-done"
            >
              <CheckCircleRounded color="success" sx={{ fontSize: 64 }} />
              {/* the same words for a new person and a taken CPF/e-mail: the page never tells which */}
              <Typography variant="h6" component="p">
                {ACCREDITATION_MESSAGES.received}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {ACCREDITATION_MESSAGES.receivedHint}
              </Typography>
              <PlainButton type="button" onClick={restart} style={{ width: 'auto' }}>
                {ACCREDITATION_MESSAGES.newRegistration}
              </PlainButton>
            </Box>
          ) : (
            <>
              <AccreditationStepper labels={labels} active={step - 1} />
              {token.error && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  Não foi possível preparar o formulário. Verifique a conexão e recarregue a página.
                </Alert>
              )}
              {step === 1 && (
                <>
                  <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                    {ACCREDITATION_MESSAGES.stepChoose}
                  </Typography>
                  <StepChoose types={stepOneTypes(linkType)} selected={type} onPick={pick} />
                </>
              )}
              {started && type && (
                <Suspense fallback={<PageLoader />}>
                  <AccreditationWizard
                    key={round}
                    type={type}
                    step={step}
                    company={company}
                    token={token}
                    onStep={setStep}
                    onDone={() => setOutcome({ name: 'done' })}
                    onFailed={(message) => setOutcome({ name: 'failed', message })}
                  />
                </Suspense>
              )}
            </>
          )}
        </Paper>
      </Box>
    </Box>
  );
}

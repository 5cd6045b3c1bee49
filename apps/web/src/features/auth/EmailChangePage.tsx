import { SCREEN_MESSAGES } from '@feira/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { AuthLayout } from './AuthLayout';
import { answerEmailChange } from './api';

type Outcome = { ok: boolean; message: string } | null;

const TEXT = {
  confirm: {
    title: 'Confirmar novo e-mail',
    subtitle: 'Confirme que este endereço é seu para que ele passe a ser o e-mail da sua conta.',
    button: 'Confirmar novo e-mail',
    done: SCREEN_MESSAGES.emailChangeConfirmed,
  },
  cancel: {
    title: 'Cancelar alteração de e-mail',
    subtitle: 'Se você não pediu a alteração do e-mail da sua conta, cancele-a aqui.',
    button: 'Cancelar alteração',
    done: SCREEN_MESSAGES.emailChangeCanceled,
  },
} as const;

/**
 * /ConfirmEmail?token=... (mailed to the new address) and /CancelEmail?token=... (mailed to the old
 * one) of an e-mail change (issue 37 item 2). The link only opens this page; the button sends it, so
 * a mail scanner that follows links changes nothing.
 */
export function EmailChangePage({ action }: { action: 'confirm' | 'cancel' }) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(
    token ? null : { ok: false, message: SCREEN_MESSAGES.invitationExpired },
  );
  const text = TEXT[action];

  const send = async () => {
    setBusy(true);
    try {
      await answerEmailChange(action, token);
      setOutcome({ ok: true, message: text.done });
    } catch (err) {
      const field = err instanceof ApiError ? (err.errors.token ?? err.errors.email) : undefined;
      setOutcome({ ok: false, message: field ?? SCREEN_MESSAGES.genericError });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title={text.title}
      subtitle={text.subtitle}
      footer={
        <Link component={RouterLink} to="/Login" underline="hover" sx={{ fontWeight: 600 }}>
          Ir para o login
        </Link>
      }
    >
      <Stack spacing={2.25}>
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'warning'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.message}
          </Alert>
        )}
        {/* a used, expired or missing link stays dead: no button to try it again */}
        {!outcome && (
          <Button
            variant="contained"
            size="large"
            fullWidth
            color={action === 'cancel' ? 'error' : 'primary'}
            loading={busy}
            onClick={send}
          >
            {text.button}
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}

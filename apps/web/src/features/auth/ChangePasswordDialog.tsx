import { type ChangePasswordInput, changePasswordSchema, homeFor, SCREEN_MESSAGES } from '@feira/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { getSession, signIn, useSession } from '../../shared/api/session';
import { goBack } from '../../shared/routing/goBack';
import { zodResolver } from '../../shared/ui/form/zodResolver';
import { changePassword } from './api';
import { NewPasswordFields } from './FormPasswordField';

type Outcome = 'done' | 'failed' | null;
const DEFAULTS: ChangePasswordInput = { password: '', confirmPassword: '' };

/** The "Alterar Senha" modal at /ChangePassword; closing it goes back to where the user was. */
export function ChangePasswordDialog() {
  const { user, role } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<ChangePasswordInput, unknown, { password: string; confirmPassword: string }>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: DEFAULTS,
  });
  const busy = form.formState.isSubmitting;

  const close = () => {
    if (!busy) setOpen(false);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!user) return;
    setOutcome(null);
    try {
      const { model } = await changePassword(user._id, { email: user.email, ...values });
      // keep the session going: the server voids refresh tokens issued before the change
      if (model && model.user._id === getSession()?.user._id) signIn(model);
      form.reset(DEFAULTS);
      setOutcome('done');
    } catch {
      setOutcome('failed');
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="change-password-title"
      slotProps={{ transition: { onExited: () => goBack(navigate, role ? homeFor(role) : '/') } }}
    >
      <DialogTitle id="change-password-title">Alterar Senha</DialogTitle>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: '4px !important' }}>
          <Stack spacing={2.25}>
            {outcome === 'done' && (
              <Alert severity="success" role="status">
                {SCREEN_MESSAGES.passwordChanged}
              </Alert>
            )}
            {outcome === 'failed' && (
              <Alert severity="error" role="alert">
                {SCREEN_MESSAGES.passwordChangeFailed}
              </Alert>
            )}
            {outcome !== 'done' && <NewPasswordFields control={form.control} />}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          {outcome === 'done' ? (
            <Button onClick={close} variant="contained" autoFocus>
              Fechar
            </Button>
          ) : (
            <>
              <Button onClick={close} color="inherit" disabled={busy}>
                Cancelar
              </Button>
              <Button type="submit" variant="contained" loading={busy}>
                Salvar
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

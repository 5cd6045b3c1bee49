import {
  type ChangeOwnPasswordInput,
  type ChangePasswordInput,
  changeOwnPasswordSchema,
  homeFor,
  SCREEN_MESSAGES,
} from '@feira/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { getSession, signIn, useSession } from '../../shared/api/session';
import { goBack } from '../../shared/routing/goBack';
import { zodResolver } from '../../shared/ui/form/zodResolver';
import { changePassword } from './api';
import { FormPasswordField, NewPasswordFields } from './FormPasswordField';
import { serverFormError } from './serverFormError';

type Outcome = 'done' | { failed: string } | null;
type Values = { password: string; confirmPassword: string; currentPassword: string };
const DEFAULTS: ChangeOwnPasswordInput = { currentPassword: '', password: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/**
 * The "Alterar Senha" modal at /ChangePassword; closing it goes back to where the user was. It asks for
 * the current password (issue 37 item 9): a wrong one shows "Senha atual incorreta" on that field.
 */
export function ChangePasswordDialog() {
  const { user, role } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<ChangeOwnPasswordInput, unknown, Values>({
    resolver: zodResolver(changeOwnPasswordSchema),
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
    } catch (err) {
      const rest = serverFormError(err, form.setError, FIELDS, SCREEN_MESSAGES.passwordChangeFailed);
      if (rest) setOutcome({ failed: rest });
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
            {outcome !== null && outcome !== 'done' && (
              <Alert severity="error" role="alert">
                {outcome.failed}
              </Alert>
            )}
            {outcome !== 'done' && (
              <>
                <FormPasswordField<ChangeOwnPasswordInput>
                  control={form.control}
                  name="currentPassword"
                  label="Senha atual"
                  autoComplete="current-password"
                  autoFocus
                />
                {/* the new-password pair reads only its own two fields of this form */}
                <NewPasswordFields
                  control={form.control as unknown as Control<ChangePasswordInput>}
                  autoFocus={false}
                />
              </>
            )}
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

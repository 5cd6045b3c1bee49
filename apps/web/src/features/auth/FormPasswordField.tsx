import type { ChangePasswordInput } from '@feira/shared';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../../shared/ui/form/FormTextField';

/** A password field bound to react-hook-form, with a show/hide toggle. */
export function FormPasswordField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField<T>
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setVisible((v) => !v)}
                aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
                size="small"
              >
                {visible ? <VisibilityOffRounded fontSize="small" /> : <VisibilityRounded fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** "Nova senha" + "Confirmar nova senha" of the change-password modal and the recovery page. */
export function NewPasswordFields({
  control,
  autoFocus = true,
}: {
  control: Control<ChangePasswordInput>;
  /** false when a field above comes first ("Senha atual" of the change-password modal) */
  autoFocus?: boolean;
}) {
  return (
    <>
      <FormPasswordField<ChangePasswordInput>
        control={control}
        name="password"
        label="Nova senha"
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <FormPasswordField<ChangePasswordInput>
        control={control}
        name="confirmPassword"
        label="Confirmar nova senha"
        autoComplete="new-password"
      />
    </>
  );
}

import { Checkbox, FormControl, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type FormFieldBaseProps, useFormField } from './useFormField';

export type FormCheckboxProps<T extends FieldValues> = FormFieldBaseProps<T> & {
  label: ReactNode;
  disabled?: boolean;
  helperText?: ReactNode;
};

function BooleanField<T extends FieldValues>({
  name,
  control,
  label,
  disabled,
  helperText,
  kind,
}: FormCheckboxProps<T> & { kind: 'checkbox' | 'switch' }) {
  const { field, disabled: formDisabled, errorProps } = useFormField<T>({ name, control });
  const input = {
    name: field.name,
    checked: !!field.value,
    onChange: (_: unknown, checked: boolean) => field.onChange(checked),
    onBlur: field.onBlur,
    // MUI 9 switch bases have no `inputRef`; the input slot takes the ref (focus on error).
    slotProps: { input: { ref: field.ref } },
  };
  return (
    <FormControl error={errorProps.error} disabled={disabled || formDisabled}>
      <FormControlLabel
        label={label}
        control={kind === 'switch' ? <Switch {...input} /> : <Checkbox {...input} />}
      />
      {(errorProps.helperText ?? helperText) && (
        <FormHelperText>{errorProps.helperText ?? helperText}</FormHelperText>
      )}
    </FormControl>
  );
}

/** A checkbox bound to a boolean form value. */
export function FormCheckbox<T extends FieldValues>(props: FormCheckboxProps<T>) {
  return <BooleanField {...props} kind="checkbox" />;
}

/** A switch bound to a boolean form value. */
export function FormSwitch<T extends FieldValues>(props: FormCheckboxProps<T>) {
  return <BooleanField {...props} kind="switch" />;
}

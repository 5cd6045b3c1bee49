import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** `name` + optional `control` (without it the field reads the surrounding FormProvider, e.g. FormDialog's). */
export interface FormFieldBaseProps<T extends FieldValues> {
  name: FieldPath<T>;
  control?: Control<T>;
}

/** useController plus the error props every MUI field takes. */
export function useFormField<T extends FieldValues>({ name, control }: FormFieldBaseProps<T>) {
  const { field, fieldState, formState } = useController<T>({ name, control });
  const message = fieldState.error?.message;
  return {
    field,
    disabled: field.disabled || formState.isSubmitting,
    errorProps: { error: !!fieldState.error, ...(message ? { helperText: message } : {}) },
  };
}

/**
 * The binding of a text-like input (TextField, masked fields): `inputProps` holds the name, ref, blur,
 * disabled state (the caller's, the field's or the form's while submitting) and the error, whose message
 * replaces the caller's helper text. Spread it after the caller's own props, then add value/onChange.
 */
export function useInputField<T extends FieldValues>({
  name,
  control,
  disabled,
  helperText,
}: FormFieldBaseProps<T> & { disabled?: boolean; helperText?: ReactNode }) {
  const { field, disabled: formDisabled, errorProps } = useFormField<T>({ name, control });
  return {
    field,
    inputProps: {
      name: field.name,
      onBlur: field.onBlur,
      inputRef: field.ref,
      disabled: disabled || formDisabled,
      error: errorProps.error,
      helperText: errorProps.helperText ?? helperText,
    },
  };
}

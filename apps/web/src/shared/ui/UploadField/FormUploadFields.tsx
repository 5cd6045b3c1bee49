import type { FieldValues } from 'react-hook-form';
import { type FormFieldBaseProps, useFormField } from '../form/useFormField';
import {
  MultiUploadField,
  type MultiUploadFieldProps,
  UploadField,
  type UploadFieldProps,
} from './UploadField';

/** UploadField bound to a form value holding the stored address (string | null). */
export function FormUploadField<T extends FieldValues>({
  name,
  control,
  ...props
}: FormFieldBaseProps<T> & Omit<UploadFieldProps, 'value' | 'onChange'>) {
  const { field, disabled, errorProps } = useFormField<T>({ name, control });
  return (
    <UploadField
      {...props}
      error={errorProps.error || props.error}
      helperText={errorProps.helperText ?? props.helperText}
      disabled={props.disabled || disabled}
      value={field.value ?? null}
      onChange={(address) => {
        field.onChange(address);
        field.onBlur();
      }}
    />
  );
}

/** MultiUploadField bound to a form value holding a list of stored addresses. */
export function FormMultiUploadField<T extends FieldValues>({
  name,
  control,
  ...props
}: FormFieldBaseProps<T> & Omit<MultiUploadFieldProps, 'value' | 'onChange'>) {
  const { field, disabled, errorProps } = useFormField<T>({ name, control });
  return (
    <MultiUploadField
      {...props}
      error={errorProps.error || props.error}
      helperText={errorProps.helperText ?? props.helperText}
      disabled={props.disabled || disabled}
      value={field.value ?? []}
      onChange={(addresses) => {
        field.onChange(addresses);
        field.onBlur();
      }}
    />
  );
}

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

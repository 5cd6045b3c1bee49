import type { EnumOption } from '@feira/shared';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { type FormFieldBaseProps, useInputField } from './useFormField';

/** A shared enum option (`USER_STATUS_OPTIONS`...), optionally disabled. */
export type SelectOption = EnumOption & { readonly disabled?: boolean };

export type FormSelectProps<T extends FieldValues> = FormFieldBaseProps<T> &
  Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'select'> & {
    /** Usually a shared enum's options, e.g. GENDER_OPTIONS, or `rolesGrantableBy(role)` mapped. */
    options: readonly SelectOption[];
    /** Adds a first, empty choice with this text (its value is stored as null). */
    emptyLabel?: string;
  };

/** A select bound to react-hook-form. Numeric option values stay numbers. */
export function FormSelect<T extends FieldValues>({
  name,
  control,
  options,
  emptyLabel,
  ...props
}: FormSelectProps<T>) {
  const { field, inputProps } = useInputField<T>({
    name,
    control,
    disabled: props.disabled,
    helperText: props.helperText,
  });
  return (
    <TextField
      fullWidth
      {...props}
      {...inputProps}
      select
      value={field.value ?? ''}
      onChange={(e) => {
        const picked = options.find((o) => String(o.value) === String(e.target.value));
        field.onChange(picked ? picked.value : null);
      }}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={o.value} disabled={o.disabled}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

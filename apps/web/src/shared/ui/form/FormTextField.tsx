import type { FieldValues } from 'react-hook-form';
import { TextInput, type TextInputProps } from './TextInput';
import { type FormFieldBaseProps, useInputField } from './useFormField';

export type FormTextFieldProps<T extends FieldValues> = FormFieldBaseProps<T> &
  Omit<TextInputProps, 'name' | 'value' | 'defaultValue' | 'onChange'> & {
    /** Store a number (null when empty) instead of the text, e.g. for type="number". */
    numeric?: boolean;
  };

/** A MUI TextField bound to react-hook-form. Shows the field's validation message. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  numeric,
  ...props
}: FormTextFieldProps<T>) {
  const { field, inputProps } = useInputField<T>({
    name,
    control,
    disabled: props.disabled,
    helperText: props.helperText,
  });
  return (
    <TextInput
      fullWidth
      {...props}
      {...inputProps}
      value={field.value ?? ''}
      onChange={(e) => {
        const text = e.target.value;
        field.onChange(numeric ? (text === '' ? null : Number(text)) : text);
      }}
    />
  );
}

import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type FormFieldBaseProps, useInputField } from '../form/useFormField';
import { CepField, CnpjField, CpfField, DateField, type MaskFieldProps, PhoneField } from './fields';
import { type HundredthsFieldProps, MoneyField, PercentField } from './NumberMaskFields';

/*
 * react-hook-form bindings of the masked fields: `name` (+ optional `control`) instead of
 * value/onChange. The form's schema (shared validators) gives the messages; a field's own on-blur
 * check is turned off so the two never disagree.
 */

type TextMaskFormProps<T extends FieldValues> = FormFieldBaseProps<T> &
  Omit<MaskFieldProps, 'value' | 'onChange' | 'validate'>;
type NumberMaskFormProps<T extends FieldValues> = FormFieldBaseProps<T> &
  Omit<HundredthsFieldProps, 'value' | 'onChange' | 'validate'>;

/** The props of a masked field bound to the form; `empty` is its value while the form holds none. */
function useMaskBinding<
  T extends FieldValues,
  P extends { disabled?: boolean; helperText?: ReactNode },
  E extends '' | null,
>({ name, control, ...props }: FormFieldBaseProps<T> & P, empty: E) {
  const { field, inputProps } = useInputField<T>({
    name,
    control,
    disabled: props.disabled,
    helperText: props.helperText,
  });
  return {
    fullWidth: true,
    ...props,
    ...inputProps,
    validate: undefined,
    value: field.value ?? empty,
    onChange: field.onChange,
  };
}

export function FormCpfField<T extends FieldValues>(props: TextMaskFormProps<T>) {
  return <CpfField {...useMaskBinding(props, '')} />;
}
export function FormCnpjField<T extends FieldValues>(props: TextMaskFormProps<T>) {
  return <CnpjField {...useMaskBinding(props, '')} />;
}
/** Pass `onComplete(digits)` for the CEP auto-fill. */
export function FormCepField<T extends FieldValues>(props: TextMaskFormProps<T>) {
  return <CepField {...useMaskBinding(props, '')} />;
}
export function FormPhoneField<T extends FieldValues>(props: TextMaskFormProps<T>) {
  return <PhoneField {...useMaskBinding(props, '')} />;
}
/** Typed DD/MM/YYYY text (e.g. a birth date); the form value is the masked text. */
export function FormDateTextField<T extends FieldValues>(props: TextMaskFormProps<T>) {
  return <DateField {...useMaskBinding(props, '')} />;
}

/** Money in integer cents. */
export function FormMoneyField<T extends FieldValues>(props: NumberMaskFormProps<T>) {
  return <MoneyField {...useMaskBinding(props, null)} />;
}
/** Percent in hundredths (10,00% -> 1000). */
export function FormPercentField<T extends FieldValues>(props: NumberMaskFormProps<T>) {
  return <PercentField {...useMaskBinding(props, null)} />;
}

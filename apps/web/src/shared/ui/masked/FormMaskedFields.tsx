import type { FieldValues } from 'react-hook-form';
import { type FormFieldBaseProps, useFormField } from '../form/useFormField';
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

function useMaskBinding<T extends FieldValues>(
  name: FormFieldBaseProps<T>['name'],
  control: FormFieldBaseProps<T>['control'],
) {
  const { field, disabled, errorProps } = useFormField<T>({ name, control });
  return {
    field,
    props: {
      name: field.name,
      onBlur: field.onBlur,
      inputRef: field.ref,
      disabled: field.disabled || disabled,
      ...errorProps,
    },
  };
}

function bindText<T extends FieldValues>(
  Field: (p: MaskFieldProps) => React.ReactNode,
  { name, control, ...props }: TextMaskFormProps<T>,
  binding: ReturnType<typeof useMaskBinding<T>>,
) {
  return (
    <Field
      fullWidth
      {...props}
      {...binding.props}
      helperText={binding.props.helperText ?? props.helperText}
      disabled={props.disabled || binding.props.disabled}
      validate={undefined}
      value={binding.field.value ?? ''}
      onChange={binding.field.onChange}
    />
  );
}

export function FormCpfField<T extends FieldValues>(props: TextMaskFormProps<T>) {
  return bindText(CpfField, props, useMaskBinding<T>(props.name, props.control));
}
export function FormCnpjField<T extends FieldValues>(props: TextMaskFormProps<T>) {
  return bindText(CnpjField, props, useMaskBinding<T>(props.name, props.control));
}
/** Pass `onComplete(digits)` for the CEP auto-fill. */
export function FormCepField<T extends FieldValues>(props: TextMaskFormProps<T>) {
  return bindText(CepField, props, useMaskBinding<T>(props.name, props.control));
}
export function FormPhoneField<T extends FieldValues>(props: TextMaskFormProps<T>) {
  return bindText(PhoneField, props, useMaskBinding<T>(props.name, props.control));
}
/** Typed DD/MM/YYYY text (e.g. a birth date); the form value is the masked text. */
export function FormDateTextField<T extends FieldValues>(props: TextMaskFormProps<T>) {
  return bindText(DateField, props, useMaskBinding<T>(props.name, props.control));
}

function bindNumber<T extends FieldValues>(
  Field: (p: HundredthsFieldProps) => React.ReactNode,
  { name, control, ...props }: NumberMaskFormProps<T>,
  binding: ReturnType<typeof useMaskBinding<T>>,
) {
  return (
    <Field
      fullWidth
      {...props}
      {...binding.props}
      helperText={binding.props.helperText ?? props.helperText}
      disabled={props.disabled || binding.props.disabled}
      validate={undefined}
      value={binding.field.value ?? null}
      onChange={binding.field.onChange}
    />
  );
}

/** Money in integer cents. */
export function FormMoneyField<T extends FieldValues>(props: NumberMaskFormProps<T>) {
  return bindNumber(MoneyField, props, useMaskBinding<T>(props.name, props.control));
}
/** Percent in hundredths (10,00% -> 1000). */
export function FormPercentField<T extends FieldValues>(props: NumberMaskFormProps<T>) {
  return bindNumber(PercentField, props, useMaskBinding<T>(props.name, props.control));
}

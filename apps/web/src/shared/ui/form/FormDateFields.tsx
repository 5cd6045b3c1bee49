import { ISO_DATE_FORMAT } from '@feira/shared';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker, type DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { PICKER_DATE_FORMAT, PICKER_DATE_TIME_FORMAT, PickersProvider } from '../dates/PickersProvider';
import { type FormFieldBaseProps, useFormField } from './useFormField';

/** What an unfinished or impossible typed date is stored as, so the form schema rejects it. */
export const INVALID_DATE_VALUE = 'Invalid Date';

/**
 * The form stores a string (see `valueFormat`); the picker needs a Dayjs. While the user types, an
 * invalid Dayjs must be handed back unchanged or the picker would wipe the half-typed sections, so the
 * last Dayjs given for a string is remembered.
 */
function usePickerValue(value: unknown, onChange: (v: string | null) => void, valueFormat?: string) {
  const last = useRef<{ text: string | null; date: Dayjs | null } | null>(null);
  const text = typeof value === 'string' && value !== '' ? value : null;
  const date = last.current && last.current.text === text ? last.current.date : text ? dayjs(text) : null;
  const change = (d: Dayjs | null) => {
    const next = d === null ? null : d.isValid() ? d.format(valueFormat) : INVALID_DATE_VALUE;
    last.current = { text: next, date: d };
    onChange(next);
  };
  return [date, change] as const;
}

type PickerCommon = { label?: string; required?: boolean; helperText?: string; fullWidth?: boolean };

/** What the form binding owns; the rest of a picker's props pass through untouched. */
type PickerBoundKeys = 'value' | 'onChange' | 'defaultValue' | 'name' | 'label';

type FormPickerProps<T extends FieldValues, P> = FormFieldBaseProps<T> &
  PickerCommon &
  Omit<P, PickerBoundKeys>;

/**
 * The wiring both pickers share: the form value as a Dayjs, the field's ref and blur, the form's
 * disabled state and the text field's name, error and helper text. Returns the picker props to spread
 * after the picker's own defaults, so a caller's props still override those defaults.
 */
function useFormPickerProps<T extends FieldValues, P extends { disabled?: boolean; slotProps?: object }>({
  name,
  control,
  label,
  required,
  helperText,
  fullWidth = true,
  valueFormat,
  ...pickerProps
}: FormPickerProps<T, P> & { valueFormat?: string }) {
  const { field, disabled, errorProps } = useFormField<T>({ name, control });
  const [value, onChange] = usePickerValue(field.value, field.onChange, valueFormat);
  return {
    ...pickerProps,
    label,
    value,
    onChange,
    inputRef: field.ref,
    disabled: pickerProps.disabled || disabled,
    slotProps: {
      ...pickerProps.slotProps,
      textField: {
        name: field.name,
        required,
        fullWidth,
        onBlur: field.onBlur,
        ...errorProps,
        helperText: errorProps.helperText ?? helperText,
      },
    },
  };
}

export type FormDateFieldProps<T extends FieldValues> = FormPickerProps<T, DatePickerProps> & {
  /** dayjs format of the stored string. Default "YYYY-MM-DD". */
  valueFormat?: string;
};

/** Date picker (DD/MM/YYYY) bound to a string form value ("YYYY-MM-DD" by default; null when empty). */
export function FormDateField<T extends FieldValues>({
  valueFormat = ISO_DATE_FORMAT,
  ...props
}: FormDateFieldProps<T>) {
  const pickerProps = useFormPickerProps<T, DatePickerProps>({ ...props, valueFormat });
  return (
    <PickersProvider>
      <DatePicker format={PICKER_DATE_FORMAT} {...pickerProps} />
    </PickersProvider>
  );
}

export type FormDateTimeFieldProps<T extends FieldValues> = FormPickerProps<T, DateTimePickerProps> & {
  /** dayjs format of the stored string. Default: ISO 8601 with the local offset. */
  valueFormat?: string;
};

/**
 * Date-time picker "DD/MM/YYYY - HH:mm", 24 h, minutes in 15-minute steps (spec part 2 §5: event
 * pickers). Stores ISO 8601 with the local offset ("2026-11-01T14:30:00-03:00"); null when empty.
 */
export function FormDateTimeField<T extends FieldValues>(props: FormDateTimeFieldProps<T>) {
  const pickerProps = useFormPickerProps<T, DateTimePickerProps>(props);
  return (
    <PickersProvider>
      <DateTimePicker
        format={PICKER_DATE_TIME_FORMAT}
        ampm={false}
        timeSteps={{ minutes: 15 }}
        minutesStep={15}
        {...pickerProps}
      />
    </PickersProvider>
  );
}

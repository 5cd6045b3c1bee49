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

export type FormDateFieldProps<T extends FieldValues> = FormFieldBaseProps<T> &
  PickerCommon &
  Omit<DatePickerProps, 'value' | 'onChange' | 'defaultValue' | 'name' | 'label'> & {
    /** dayjs format of the stored string. Default "YYYY-MM-DD". */
    valueFormat?: string;
  };

/** Date picker (DD/MM/YYYY) bound to a string form value ("YYYY-MM-DD" by default; null when empty). */
export function FormDateField<T extends FieldValues>({
  name,
  control,
  label,
  required,
  helperText,
  fullWidth = true,
  valueFormat = 'YYYY-MM-DD',
  ...props
}: FormDateFieldProps<T>) {
  const { field, disabled, errorProps } = useFormField<T>({ name, control });
  const [value, onChange] = usePickerValue(field.value, field.onChange, valueFormat);
  return (
    <PickersProvider>
      <DatePicker
        format={PICKER_DATE_FORMAT}
        {...props}
        label={label}
        value={value}
        onChange={onChange}
        inputRef={field.ref}
        disabled={props.disabled || disabled}
        slotProps={{
          ...props.slotProps,
          textField: {
            name: field.name,
            required,
            fullWidth,
            onBlur: field.onBlur,
            ...errorProps,
            helperText: errorProps.helperText ?? helperText,
          },
        }}
      />
    </PickersProvider>
  );
}

export type FormDateTimeFieldProps<T extends FieldValues> = FormFieldBaseProps<T> &
  PickerCommon &
  Omit<DateTimePickerProps, 'value' | 'onChange' | 'defaultValue' | 'name' | 'label'> & {
    /** dayjs format of the stored string. Default: ISO 8601 with the local offset. */
    valueFormat?: string;
  };

/**
 * Date-time picker "DD/MM/YYYY - HH:mm", 24 h, minutes in 15-minute steps (spec part 2 §5: event
 * pickers). Stores ISO 8601 with the local offset ("2026-11-01T14:30:00-03:00"); null when empty.
 */
export function FormDateTimeField<T extends FieldValues>({
  name,
  control,
  label,
  required,
  helperText,
  fullWidth = true,
  valueFormat,
  ...props
}: FormDateTimeFieldProps<T>) {
  const { field, disabled, errorProps } = useFormField<T>({ name, control });
  const [value, onChange] = usePickerValue(field.value, field.onChange, valueFormat);
  return (
    <PickersProvider>
      <DateTimePicker
        format={PICKER_DATE_TIME_FORMAT}
        ampm={false}
        timeSteps={{ minutes: 15 }}
        minutesStep={15}
        {...props}
        label={label}
        value={value}
        onChange={onChange}
        inputRef={field.ref}
        disabled={props.disabled || disabled}
        slotProps={{
          ...props.slotProps,
          textField: {
            name: field.name,
            required,
            fullWidth,
            onBlur: field.onBlur,
            ...errorProps,
            helperText: errorProps.helperText ?? helperText,
          },
        }}
      />
    </PickersProvider>
  );
}

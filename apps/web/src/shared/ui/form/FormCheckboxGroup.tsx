import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type FormFieldBaseProps, useFormField } from './useFormField';

export type FormCheckboxGroupProps<T extends FieldValues> = FormFieldBaseProps<T> & {
  label: string;
  options: readonly { value: string; label: string }[];
  helperText?: ReactNode;
};

/** A field holding a list of option values, one checkbox per option (the ticked ones are the list). */
export function FormCheckboxGroup<T extends FieldValues>({
  label,
  options,
  helperText,
  ...base
}: FormCheckboxGroupProps<T>) {
  const { field, disabled, errorProps } = useFormField<T>(base);
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  const help = errorProps.helperText ?? helperText;
  return (
    <FormControl error={errorProps.error} disabled={disabled} component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {options.map((o, i) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            control={
              <Checkbox
                checked={chosen.includes(o.value)}
                onChange={(_, on) => toggle(o.value, on)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      {help ? <FormHelperText>{help}</FormHelperText> : null}
    </FormControl>
  );
}

import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './field.module.css';

export interface PlainTextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'> {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the field's validation message (red, under the field) */
  error?: string;
  /** drawn at the end of the field (the password toggle) */
  end?: ReactNode;
}

/**
 * MUI's outlined TextField (floating label, notched outline, message under it) as plain HTML and CSS,
 * for the pages drawn before MUI loads. The label is a real <label>, the message is the input's
 * accessible description, and `aria-invalid` says when it is wrong.
 */
export const PlainTextField = forwardRef<HTMLInputElement, PlainTextFieldProps>(function PlainTextField(
  { name, label, value, onChange, error, end, id, ...input },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-${name}`;
  const helperId = `${inputId}-helper`;
  const classes = [styles.field, value !== '' && styles.filled, error && styles.invalid]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <div className={end ? `${styles.control} ${styles.withEnd}` : styles.control}>
        <input
          {...input}
          ref={ref}
          id={inputId}
          name={name}
          className={styles.input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helperId : undefined}
        />
        {end && <div className={styles.end}>{end}</div>}
        <fieldset aria-hidden className={styles.outline}>
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {error && (
        <p id={helperId} className={styles.helper}>
          {error}
        </p>
      )}
    </div>
  );
});

import { forwardRef, useState } from 'react';
import styles from './field.module.css';
import { PlainIcon } from './icons';
import { PlainTextField, type PlainTextFieldProps } from './PlainTextField';

/** A password PlainTextField with a show/hide toggle (as the MUI FormPasswordField of the session pages). */
export const PlainPasswordField = forwardRef<HTMLInputElement, Omit<PlainTextFieldProps, 'type' | 'end'>>(
  function PlainPasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <PlainTextField
        autoComplete="current-password"
        {...props}
        ref={ref}
        type={visible ? 'text' : 'password'}
        end={
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
          >
            <PlainIcon name={visible ? 'visibilityOff' : 'visibility'} size={20} />
          </button>
        }
      />
    );
  },
);

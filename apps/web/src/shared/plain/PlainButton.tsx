import type { ButtonHTMLAttributes } from 'react';
import styles from './plain.module.css';

/**
 * MUI's contained, large, full-width primary Button as plain HTML and CSS. `loading`: disabled, busy,
 * a spinner in place of the text (which stays the button's accessible name).
 */
export function PlainButton({
  loading = false,
  children,
  disabled,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean }) {
  return (
    <button {...button} className={styles.button} disabled={disabled || loading} aria-busy={loading}>
      {children}
      {loading && (
        <span className={styles.buttonSpinner} aria-hidden>
          <svg viewBox="0 0 16 16" aria-hidden focusable="false">
            <circle
              cx="8"
              cy="8"
              r="6.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeDasharray="28 14"
            />
          </svg>
        </span>
      )}
    </button>
  );
}

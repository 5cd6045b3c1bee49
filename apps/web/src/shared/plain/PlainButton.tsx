import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** MUI's variants: filled primary (the default), primary outline, or primary text only */
  variant?: 'contained' | 'outlined' | 'text';
  /** 'large' (the default) fills its line, 48 px high; 'small' is as wide as its text */
  size?: 'large' | 'small';
  /** an icon before the text (MUI's `startIcon`) */
  startIcon?: ReactNode;
  /** disabled, busy, a spinner in place of the text (which stays the button's accessible name) */
  loading?: boolean;
}

/**
 * MUI's primary Button as plain HTML and CSS (contained, outlined or text; large and full width, or
 * small), for the pages whose first download must stay small (shared/plain/index.ts).
 */
export function PlainButton({
  variant = 'contained',
  size = 'large',
  startIcon,
  loading = false,
  children,
  disabled,
  ...button
}: PlainButtonProps) {
  const classes = [styles.button, styles[variant], size === 'small' && styles.small]
    .filter(Boolean)
    .join(' ');
  return (
    <button {...button} className={classes} disabled={disabled || loading} aria-busy={loading}>
      {startIcon && (
        <span className={styles.startIcon} aria-hidden>
          {startIcon}
        </span>
      )}
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

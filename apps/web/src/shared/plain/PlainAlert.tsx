import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** MUI's standard Alert ("warning" or "info") as plain HTML and CSS; `role` as the caller needs it. */
export function PlainAlert({
  severity,
  role,
  children,
}: {
  severity: 'warning' | 'info';
  role: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div role={role} className={`${styles.alert} ${styles[severity]}`}>
      <span>{children}</span>
    </div>
  );
}

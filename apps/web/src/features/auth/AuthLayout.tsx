import type { ReactNode } from 'react';
import { APP_NAME, BrandLogo } from '../../shared/brand/BrandLogo';
import { type ICON_PATHS, PlainIcon } from '../../shared/plain';
import styles from './AuthLayout.module.css';

const HIGHLIGHTS: { icon: keyof typeof ICON_PATHS; text: string }[] = [
  { icon: 'badge', text: 'Credenciamento, crachás e check-in dos visitantes' },
  { icon: 'engineering', text: 'Expositores, montadoras e prestadores de serviço' },
  { icon: 'queryStats', text: 'Leads, orçamentos, pagamentos e cashback' },
];

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** links under the form */
  footer?: ReactNode;
  /** wider form column (registration) */
  wide?: boolean;
}

/**
 * Split screen for the session pages: brand panel on desktop, a single centred column on phones. Plain
 * CSS (no MUI), so the sign-in page draws it before MUI loads; the other session pages put their MUI
 * forms inside it.
 */
export function AuthLayout({ title, subtitle, children, footer, wide = false }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <aside className={styles.aside}>
        <div aria-hidden className={styles.ring} />
        <BrandLogo tone="light" size={44} />
        <div className={styles.pitch}>
          <p className={styles.headline}>Tudo da sua feira em um só lugar.</p>
          <p className={styles.lead}>
            Gerencie pessoas, empresas e negócios do evento com agilidade e segurança.
          </p>
          <ul className={styles.highlights}>
            {HIGHLIGHTS.map(({ icon, text }) => (
              <li key={text}>
                <div className={styles.highlightIcon}>
                  <PlainIcon name={icon} size={20} />
                </div>
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {APP_NAME}. Todos os direitos reservados.
        </p>
      </aside>

      <main className={styles.main}>
        <div className={wide ? `${styles.panel} ${styles.wide}` : styles.panel}>
          <div className={styles.mobileBrand}>
            <BrandLogo size={42} />
          </div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      </main>
    </div>
  );
}

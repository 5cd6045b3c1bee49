import { PlainIcon } from '../plain/icons';
import styles from './BrandLogo.module.css';

export const APP_NAME = 'Feira';
export const APP_TAGLINE = 'Painel administrativo';

interface BrandLogoProps {
  /** "light" for dark backgrounds */
  tone?: 'dark' | 'light';
  /** hide the words, keep the mark */
  compact?: boolean;
  size?: number;
  /**
   * The words under the name: the back office's "Painel administrativo" by default; a public page
   * (accreditation, certificate, contact card) says what it is instead (issue 39 item 17).
   */
  tagline?: string;
}

/**
 * The product mark: a rounded tile with a stand icon, plus the name and tagline. Plain CSS, no MUI: the
 * sign-in page shows it before MUI loads (bench/bundle-size.mjs), and the themed pages use it as is.
 */
export function BrandLogo({
  tone = 'dark',
  compact = false,
  size = 40,
  tagline = APP_TAGLINE,
}: BrandLogoProps) {
  return (
    <div className={tone === 'light' ? `${styles.logo} ${styles.light}` : styles.logo}>
      <div aria-hidden className={styles.mark} style={{ width: size, height: size, borderRadius: size / 4 }}>
        <PlainIcon name="storefront" size={Math.round(size * 0.58)} />
      </div>
      {!compact && (
        <div className={styles.words}>
          <span className={styles.name} style={{ fontSize: size * 0.45 }}>
            {APP_NAME}
          </span>
          {/* a space between the words for assistive technology ("Feira Painel...", not "FeiraPainel...") */}{' '}
          <span className={styles.tagline} style={{ fontSize: Math.max(11, size * 0.28) }}>
            {tagline}
          </span>
        </div>
      )}
    </div>
  );
}

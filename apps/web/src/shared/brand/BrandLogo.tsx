import { PlainIcon } from '../plain/icons';
import styles from './BrandLogo.module.css';

export const APP_NAME = 'Feira';
const APP_TAGLINE = 'Painel administrativo';

interface BrandLogoProps {
  /** "light" for dark backgrounds */
  tone?: 'dark' | 'light';
  /** hide the words, keep the mark */
  compact?: boolean;
  size?: number;
}

/**
 * The product mark: a rounded tile with a stand icon, plus the name and tagline. Plain CSS, no MUI: the
 * sign-in page shows it before MUI loads (bench/bundle-size.mjs), and the themed pages use it as is.
 */
export function BrandLogo({ tone = 'dark', compact = false, size = 40 }: BrandLogoProps) {
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
          <span className={styles.tagline} style={{ fontSize: Math.max(11, size * 0.28) }}>
            {APP_TAGLINE}
          </span>
        </div>
      )}
    </div>
  );
}

import styles from './PageLoader.module.css';

/**
 * Shown while a lazily loaded screen arrives. Plain (no MUI): it is the entry's first fallback, drawn
 * before the theme has loaded; it looks like MUI's CircularProgress.
 */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? `${styles.box} ${styles.fullScreen}` : styles.box}>
      <svg className={styles.spinner} viewBox="22 22 44 44" role="progressbar" aria-label="Carregando">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </div>
  );
}

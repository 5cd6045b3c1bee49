/*
 * Plain UI (HTML and CSS modules, no MUI) for what is drawn before MUI loads: the sign-in page, whose
 * first download must stay small (bench/bundle-size.mjs, issue 16), the brand mark and the first
 * spinner; and for a public page's first screen that must stay small too (the counter phone's
 * consumption scan). They copy the MUI theme's look (app/theme.ts, shared/brand/colors.ts), one CSS
 * module each; everything else in the app uses MUI.
 */
import styles from './alert.module.css';

export { ICON_PATHS, PlainIcon } from './icons';
export { PlainAlert } from './PlainAlert';
export { PlainButton } from './PlainButton';
export { PlainPasswordField } from './PlainPasswordField';
export { PlainTextField, type PlainTextFieldProps } from './PlainTextField';

/** A react-router <Link>'s className for a MUI-like text link. */
export const plainLinkClass = styles.link;

import { configureZodPtBR } from '@feira/shared';
import { zodResolver as hookformZodResolver } from '@hookform/resolvers/zod';

/*
 * zod's Portuguese messages are set when this module loads, not in main.tsx: the entry (and the public
 * pages without a form: kiosk, payment page, contact card, consumption scan) must not download zod
 * (bench/bundle-size.mjs). Every zod parse the web makes goes through a form's resolver, so every
 * form imports zodResolver from here (Biome's noRestrictedImports refuses '@hookform/resolvers/zod'
 * elsewhere); a screen that parses with a schema itself imports this module too.
 */
configureZodPtBR();

/** `zodResolver` of @hookform/resolvers, with zod configured for pt-BR first (a function of this module, so
 * that the bundler cannot skip the module as a bare re-export under `"sideEffects": false`). */
export const zodResolver = ((...args: unknown[]) =>
  (hookformZodResolver as (...a: unknown[]) => unknown)(...args)) as typeof hookformZodResolver;

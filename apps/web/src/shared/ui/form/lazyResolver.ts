import type { FieldValues, Resolver } from 'react-hook-form';
import { retryableLoad } from '../../routing/retryableLoad';

/**
 * A react-hook-form resolver in a chunk of its own: `load` imports a module that builds it with
 * zodResolver (./zodResolver) and the form's schema from @feira/shared (still the one schema). zod is
 * ~27 kB gzipped; a page whose first download must stay small (the sign-in page, the accreditation
 * wizard: bench/bundle-size.mjs) renders without it and calls `preload` once drawn (an effect), so the
 * first validation does not wait. It must not wait: while handleSubmit awaits the resolver the form's
 * fields are disabled (isSubmitting), and react-hook-form could not focus the first wrong field. A failed
 * fetch is retried on the next use; the submit that hit it rejects (handleSubmit resets isSubmitting),
 * so the page should catch it and show a connection error.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput extends FieldValues>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): { resolver: Resolver<TInput, TContext, TOutput>; preload: () => void } {
  const resolver = retryableLoad(load);
  return {
    resolver: async (values, context, options) => (await resolver.get())(values, context, options),
    preload: () => {
      resolver.get().catch(() => {});
    },
  };
}

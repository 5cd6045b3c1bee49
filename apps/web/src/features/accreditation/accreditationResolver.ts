import { ACCREDITATION_SCHEMAS } from '@feira/shared';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '../../shared/ui/form/zodResolver';
import type { AccreditationFormValues } from './useAccreditationForm';

/**
 * Validates with the schema of the type picked in step 1 (the shared one the server uses too). Loaded
 * by useAccreditationForm after the first screen (lazyResolver): zod, the schemas and libphonenumber are
 * not in the wizard's first download.
 */
export const accreditationResolver: Resolver<AccreditationFormValues> = (values, context, options) => {
  const schema = values.type ? ACCREDITATION_SCHEMAS[values.type] : ACCREDITATION_SCHEMAS.guest;
  return (zodResolver(schema as never) as unknown as Resolver<AccreditationFormValues>)(
    values,
    context,
    options,
  );
};

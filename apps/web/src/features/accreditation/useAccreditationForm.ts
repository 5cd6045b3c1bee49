import type { AccreditationType } from '@feira/shared';
import { useEffect } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { lazyResolver } from '../../shared/ui/form/lazyResolver';

/** The wizard's values as typed (every type's fields; each type's schema reads its own). */
export interface AccreditationFormValues {
  type: AccreditationType | '';
  firstName: string;
  lastName: string;
  badgeName: string;
  email: string;
  phoneNumber: string;
  document: string;
  birthDate: string;
  profession: string;
  gender: number | '' | null;
  companyName: string;
  companyDocument: string;
  address: {
    zipCode: string;
    street: string;
    number: string;
    complement: string;
    neighborhood: string;
    city: string;
    state: string;
    country: string;
  };
  knowAbout: string;
  architect: boolean;
  interiorDecorator: boolean;
  professionalFiles: { url: string }[];
  lgpd: boolean;
  formToken: string;
  company: string | null;
}

export function emptyValues(type: AccreditationType | null, company: string | null): AccreditationFormValues {
  return {
    type: type ?? '',
    firstName: '',
    lastName: '',
    badgeName: '',
    email: '',
    phoneNumber: '',
    document: '',
    birthDate: '',
    profession: '',
    gender: '',
    companyName: '',
    companyDocument: '',
    address: {
      zipCode: '',
      street: '',
      number: '',
      complement: '',
      neighborhood: '',
      city: '',
      state: '',
      country: '',
    },
    knowAbout: '',
    architect: false,
    interiorDecorator: false,
    professionalFiles: [],
    lgpd: false,
    formToken: '',
    company,
  };
}

/**
 * The form's resolver (./accreditationResolver: the picked type's shared schema), fetched with zod
 * after the first screen: AccreditationPage preloads it (preloadWizard) while step 1 is shown.
 */
export const accreditationValidation = lazyResolver(() =>
  import('./accreditationResolver').then((m) => m.accreditationResolver),
);

/**
 * The wizard's form: the type picked in step 1 and the page's form token are copied into it (the
 * shared schema reads both), and a type picked anew clears the errors of the old one.
 */
export function useAccreditationForm(
  type: AccreditationType,
  company: string | null,
  token: string,
): UseFormReturn<AccreditationFormValues> {
  const form = useForm<AccreditationFormValues>({
    resolver: accreditationValidation.resolver,
    defaultValues: { ...emptyValues(type, company), formToken: token },
    mode: 'onTouched',
  });
  useEffect(() => {
    if (form.getValues('type') === type) return;
    form.setValue('type', type);
    form.clearErrors();
  }, [form, type]);
  useEffect(() => {
    form.setValue('formToken', token);
  }, [form, token]);
  return form;
}

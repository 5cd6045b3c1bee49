import type { AccreditationType } from '@feira/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../shared/ui/form/lazyResolver';
import { getFormToken } from './api';

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
 * after the first screen: AccreditationPage preloads it while step 1 is shown.
 */
export const accreditationValidation = lazyResolver(() =>
  import('./accreditationResolver').then((m) => m.accreditationResolver),
);

/** The wizard's form and its signed token (fetched on open and again for each new registration). */
export function useAccreditationForm(type: AccreditationType | null, company: string | null) {
  const form = useForm<AccreditationFormValues>({
    resolver: accreditationValidation.resolver,
    defaultValues: emptyValues(type, company),
    mode: 'onTouched',
  });
  const [tokenError, setTokenError] = useState(false);
  const tokenRef = useRef('');

  const refreshToken = useCallback(async () => {
    try {
      const token = await getFormToken();
      tokenRef.current = token;
      form.setValue('formToken', token);
      setTokenError(false);
    } catch {
      setTokenError(true);
    }
  }, [form]);

  useEffect(() => {
    void refreshToken();
  }, [refreshToken]);

  return { form, tokenError, refreshToken, token: () => tokenRef.current };
}

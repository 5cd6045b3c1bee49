import {
  BR_STATE_OPTIONS,
  COMPANY_STATUS_OPTIONS,
  type CompanyFormInput,
  type CompanyType,
  DUPLICATE_CHECK_DEBOUNCE_MS,
  FIELD_MESSAGES,
  isValidCnpj,
  onlyDigits,
  SCREEN_MESSAGES,
} from '@feira/shared';
import { Alert, Box, Grid, Link, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useCepLookup } from '../../shared/hooks/useCepLookup';
import {
  FormCepField,
  FormCnpjField,
  FormPercentField,
  FormPhoneField,
  FormSelect,
  FormTextField,
  FormUploadField,
} from '../../shared/ui';
import { companyPath, type TakenCnpj, verifyCnpj } from './api';

/** CNPJ availability check delay after the field loses focus (spec part 1 §9). */

export interface CompanyFormFieldsProps {
  /** Admin sees cashback fee, about, address, files and status (spec part 1 §6). */
  admin: boolean;
  /** Editing: the CNPJ is read-only and not checked. */
  editing: boolean;
  companyType: CompanyType;
  /** The CNPJ availability check on creation (default true; off where an existing CNPJ is expected). */
  checkAvailability?: boolean;
}

/** The fields of the company / builder / provider form, inside a react-hook-form FormProvider. */
export function CompanyFormFields({
  admin,
  editing,
  companyType,
  checkAvailability = true,
}: CompanyFormFieldsProps) {
  const form = useFormContext<CompanyFormInput>();
  const lookupCep = useCepLookup();
  const [taken, setTaken] = useState<TakenCnpj | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  const checkCnpj = () => {
    if (editing || !checkAvailability) return;
    clearTimeout(timer.current);
    controller.current?.abort();
    const digits = onlyDigits(form.getValues('document'));
    if (!isValidCnpj(digits)) {
      setTaken(null);
      return;
    }
    timer.current = setTimeout(() => {
      const c = new AbortController();
      controller.current = c;
      verifyCnpj(digits, c.signal)
        .then((result) => {
          if (!c.signal.aborted) setTaken(result);
        })
        .catch(() => undefined);
    }, DUPLICATE_CHECK_DEBOUNCE_MS);
  };

  // a CEP makes city and state required (the shared address schema): their asterisks follow it
  const cepRequires = onlyDigits(useWatch({ control: form.control, name: 'address.zipCode' }) ?? '') !== '';
  const [cepUnavailable, setCepUnavailable] = useState(false);

  const fillAddress = async (cep: string) => {
    const result = await lookupCep(cep);
    if (!result) return;
    setCepUnavailable(result.status === 'unavailable');
    if (result.status !== 'found') return;
    const found = result.address;
    const opts = { shouldValidate: true, shouldDirty: true } as const;
    if (found.street) form.setValue('address.street', found.street, opts);
    if (found.complement) form.setValue('address.complement', found.complement, opts);
    if (found.neighborhood) form.setValue('address.neighborhood', found.neighborhood, opts);
    if (found.city) form.setValue('address.city', found.city, opts);
    if (found.state && BR_STATE_OPTIONS.some((o) => o.value === found.state))
      form.setValue('address.state', found.state, opts);
  };

  const typeFolder = companyType === 'M' ? 'builder' : 'company';

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField<CompanyFormInput> name="name" label="Razão Social" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField<CompanyFormInput> name="socialName" label="Nome Fantasia" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Box onBlur={checkCnpj}>
          <FormCnpjField<CompanyFormInput>
            name="document"
            label="CNPJ"
            required
            disabled={editing}
            slotProps={{ htmlInput: { readOnly: editing } }}
          />
        </Box>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField<CompanyFormInput> name="email" label="E-mail" type="email" />
      </Grid>
      {taken && (
        <Grid size={12}>
          <Alert severity="warning" data-testid="cnpj-taken">
            {FIELD_MESSAGES.cnpjTaken}
            {taken._id && (
              <>
                {' '}
                <Link component={RouterLink} to={`${companyPath(taken)}?edit=1`}>
                  Editar cadastro existente{taken.name ? ` (${taken.name})` : ''}
                </Link>
              </>
            )}
          </Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPhoneField<CompanyFormInput> name="phoneNumber" label="Telefone" />
      </Grid>
      {admin && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormPercentField<CompanyFormInput>
              name="cashbackFee"
              label="Taxa de cashback"
              placeholder="10.00%"
            />
          </Grid>
          <Grid size={12}>
            <FormTextField<CompanyFormInput> name="about" label="Sobre" multiline minRows={3} />
          </Grid>
          <Grid size={12}>
            <Typography variant="subtitle2" color="text.secondary">
              Endereço
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormCepField<CompanyFormInput>
              name="address.zipCode"
              label="CEP"
              onComplete={(digits) => void fillAddress(digits)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormTextField<CompanyFormInput> name="address.street" label="Logradouro" />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormTextField<CompanyFormInput> name="address.number" label="Número" />
          </Grid>
          <Grid size={{ xs: 6, sm: 8 }}>
            <FormTextField<CompanyFormInput> name="address.complement" label="Complemento" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField<CompanyFormInput> name="address.neighborhood" label="Bairro" />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <FormTextField<CompanyFormInput> name="address.city" label="Cidade" required={cepRequires} />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <FormSelect<CompanyFormInput>
              name="address.state"
              label="Estado"
              options={BR_STATE_OPTIONS}
              emptyLabel="Selecione"
              required={cepRequires}
            />
          </Grid>
          {cepUnavailable && (
            <Grid size={12}>
              <Alert severity="warning" role="status" data-testid="cep-unavailable">
                {SCREEN_MESSAGES.cepUnavailable}
              </Alert>
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormUploadField<CompanyFormInput> name="logo" label="Logo" accept="image" tenant={typeFolder} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormUploadField<CompanyFormInput>
              name="banner"
              label="Banner"
              accept="image"
              tenant={typeFolder}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormUploadField<CompanyFormInput>
              name="catalog"
              label="Catálogo"
              accept="pdf"
              tenant={typeFolder}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect<CompanyFormInput> name="status" label="Status" options={COMPANY_STATUS_OPTIONS} />
          </Grid>
        </>
      )}
    </Grid>
  );
}

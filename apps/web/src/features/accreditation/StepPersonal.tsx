import {
  type AccreditationType,
  BR_STATE_OPTIONS,
  BUILDER_PROFESSION_OPTIONS,
  countryOptions,
  KNOW_ABOUT_OPTIONS,
  needsCompany,
  PROFESSION_OPTIONS,
  SCREEN_MESSAGES,
} from '@feira/shared';
import { Box, Divider, FormHelperText, Typography } from '@mui/material';
import { type ReactNode, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useCepLookup } from '../../shared/hooks/useCepLookup';
import { FormCheckbox } from '../../shared/ui/form/FormCheckbox';
import { FormSelect } from '../../shared/ui/form/FormSelect';
import { FormTextField } from '../../shared/ui/form/FormTextField';
import {
  FormCepField,
  FormCnpjField,
  FormCpfField,
  FormDateTextField,
  FormPhoneField,
} from '../../shared/ui/masked/FormMaskedFields';
import type { AccreditationFormValues as V } from './useAccreditationForm';

const KNOW_ABOUT = KNOW_ABOUT_OPTIONS.map((o) => ({ value: o, label: o }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography
        variant="subtitle2"
        color="text.secondary"
        sx={{ mb: 1.5, textTransform: 'uppercase', letterSpacing: 0.6 }}
      >
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Box>
    </Box>
  );
}

const Wide = ({ children }: { children: ReactNode }) => <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;

/** The LGPD consent with its link to the terms text (last step of every type). */
export function ConsentField({ onOpenTerms }: { onOpenTerms: () => void }) {
  return (
    <FormCheckbox<V>
      name="lgpd"
      label={
        <span>
          Li e aceito os{' '}
          <Box
            component="button"
            type="button"
            onClick={(e) => {
              e.preventDefault();
              onOpenTerms();
            }}
            sx={{
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              color: 'primary.main',
              textDecoration: 'underline',
              cursor: 'pointer',
              font: 'inherit',
            }}
          >
            termos de uso e a política de privacidade
          </Box>{' '}
          (LGPD)
        </span>
      }
    />
  );
}

/** Step 2: personal and company data, address, "Como nos conheceu" (spec part 2 §5). */
export function StepPersonal({
  type,
  lastStep,
  onOpenTerms,
}: {
  type: AccreditationType;
  lastStep: boolean;
  onOpenTerms: () => void;
}) {
  const form = useFormContext<V>();
  const importer = type === 'importer';
  const companyRequired = needsCompany(type);
  const countries = useMemo(() => (importer ? countryOptions() : []), [importer]);
  const [cepMessage, setCepMessage] = useState<string | null>(null);

  const lookupCep = useCepLookup();

  const fillAddress = async (digits: string) => {
    const result = await lookupCep(digits);
    if (!result) return;
    // the service down says so (issue 9 item 2); an unknown CEP keeps its own hint
    setCepMessage(
      result.status === 'unavailable'
        ? SCREEN_MESSAGES.cepUnavailable
        : result.status === 'notFound'
          ? 'Não encontramos este CEP: preencha o endereço.'
          : null,
    );
    if (result.status !== 'found') return;
    const found = result.address;
    const opts = { shouldValidate: true, shouldDirty: true } as const;
    form.setValue('address.street', found.street ?? '', opts);
    form.setValue('address.complement', found.complement ?? '', opts);
    form.setValue('address.neighborhood', found.neighborhood ?? '', opts);
    form.setValue('address.city', found.city ?? '', opts);
    if (found.state) form.setValue('address.state', found.state, opts);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Section title="Dados pessoais">
        <FormTextField<V> name="firstName" label="Nome" required autoComplete="given-name" />
        <FormTextField<V> name="lastName" label="Sobrenome" required autoComplete="family-name" />
        <Wide>
          <FormTextField<V>
            name="badgeName"
            label="Nome no crachá"
            helperText="Opcional: como quer ser chamado"
          />
        </Wide>
        <Wide>
          <FormTextField<V> name="email" label="E-mail" type="email" required autoComplete="email" />
        </Wide>
        {importer ? (
          <Wide>
            <FormTextField<V>
              name="phoneNumber"
              label="Telefone com código do país"
              placeholder="+1 415 555 2671"
              helperText="Inclua o código do país, ex.: +1 415 555 2671"
              required
              autoComplete="tel"
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
            />
          </Wide>
        ) : (
          <>
            <FormPhoneField<V> name="phoneNumber" label="Celular" required autoComplete="tel-national" />
            <FormCpfField<V> name="document" label="CPF" required />
            <FormDateTextField<V>
              name="birthDate"
              label="Data de nascimento"
              required
              placeholder="DD/MM/AAAA"
            />
          </>
        )}
        {type === 'professional' ? (
          <Wide>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              Profissão (marque uma opção) *
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              <FormCheckbox<V> name="architect" label="Arquiteto(a)" />
              <FormCheckbox<V> name="interiorDecorator" label="Designer de interiores" />
            </Box>
          </Wide>
        ) : importer ? null : (
          <FormSelect<V>
            name="profession"
            label="Profissão"
            required
            options={type === 'builder' ? BUILDER_PROFESSION_OPTIONS : PROFESSION_OPTIONS}
          />
        )}
      </Section>

      <Divider />
      <Section title="Empresa">
        <Wide>
          <FormTextField<V>
            name="companyName"
            label="Nome da empresa"
            required={companyRequired}
            helperText={companyRequired ? undefined : 'Opcional'}
            autoComplete="organization"
          />
        </Wide>
        {!importer && (
          <Wide>
            <FormCnpjField<V>
              name="companyDocument"
              label="CNPJ da empresa"
              required={companyRequired}
              helperText={companyRequired ? undefined : 'Opcional'}
            />
          </Wide>
        )}
      </Section>

      <Divider />
      <Section title="Endereço">
        {importer ? (
          <>
            <Wide>
              <FormSelect<V> name="address.country" label="País" required options={countries} />
            </Wide>
            <FormTextField<V> name="address.city" label="Cidade" required autoComplete="address-level2" />
            <FormTextField<V>
              name="address.state"
              label="Estado / Província"
              required
              autoComplete="address-level1"
            />
          </>
        ) : (
          <>
            <Box>
              <FormCepField<V> name="address.zipCode" label="CEP" required onComplete={fillAddress} />
              {cepMessage && <FormHelperText>{cepMessage}</FormHelperText>}
            </Box>
            <FormTextField<V> name="address.number" label="Número" autoComplete="off" />
            <Wide>
              <FormTextField<V> name="address.street" label="Rua" autoComplete="address-line1" />
            </Wide>
            <FormTextField<V> name="address.complement" label="Complemento" />
            <FormTextField<V> name="address.neighborhood" label="Bairro" />
            <FormTextField<V> name="address.city" label="Cidade" required autoComplete="address-level2" />
            <FormSelect<V> name="address.state" label="UF" required options={BR_STATE_OPTIONS} />
          </>
        )}
      </Section>

      <Divider />
      <Section title="Para finalizar">
        <Wide>
          <FormSelect<V> name="knowAbout" label="Como nos conheceu?" required options={KNOW_ABOUT} />
        </Wide>
        {lastStep && (
          <Wide>
            <ConsentField onOpenTerms={onOpenTerms} />
          </Wide>
        )}
      </Section>
    </Box>
  );
}

import {
  ACCOUNT_POWERS,
  BR_STATE_OPTIONS,
  BUILDER_PROFESSION_OPTIONS,
  DUPLICATE_CHECK_DEBOUNCE_MS,
  FIELD_MESSAGES,
  GENDER_OPTIONS,
  mayChangeEmail,
  onlyDigits,
  PROFESSION_OPTIONS,
  ROLE_LABELS,
  type Role,
  rolesGrantableBy,
  SCREEN_MESSAGES,
  USER_STATUS_OPTIONS,
} from '@feira/shared';
import { Alert, Box, Link } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../shared/api/session';
import {
  FormCpfField,
  FormDateField,
  FormPhoneField,
  FormSelect,
  FormTextField,
  FormUploadField,
} from '../../shared/ui';
import { type CompanyOption, verifyTaken } from './api';
import { CompanyPicker } from './CompanyPicker';
import { isBuilderRole, type UserFormValues } from './userForm';

export interface UserFormFieldsProps {
  callerRole: Role | undefined;
  company: CompanyOption | null;
  onCompanyChange: (company: CompanyOption | null) => void;
  /** The user being edited (its own e-mail and CPF are not duplicates). */
  editingId?: string;
  /** The edited user's company: a manager may change the e-mail of its own company's people only. */
  editingCompanyId?: string | null;
}

/** Why the e-mail is read-only for this caller (issue 37 item 2). */
const EMAIL_LOCKED_HINT = 'Só a própria pessoa, um administrador ou o gestor da empresa alteram o e-mail';
/** An e-mail change waits for the new address's confirmation. */
const EMAIL_CONFIRM_HINT = 'Um novo e-mail só vale depois de confirmado pelo link enviado a ele';

/** A taken e-mail or CPF; `id` only when the caller may open that person's record. */
type Taken = { field: 'email' | 'document'; id?: string } | null;

/**
 * The fields of the user form, shared by /user/new and the "Editar Usuário" dialog (spec part 1 §5).
 * Role choices follow rolesGrantableBy; the company follows ACCOUNT_POWERS.
 */
export function UserFormFields({
  callerRole,
  company,
  onCompanyChange,
  editingId,
  editingCompanyId,
}: UserFormFieldsProps) {
  const form = useFormContext<UserFormValues>();
  const { user: me } = useSession();
  // the same rule as the server's (ACCOUNT_POWERS.changesEmails): read-only for anyone else
  const emailLocked =
    !!editingId &&
    !mayChangeEmail(
      { id: me?._id ?? '', role: callerRole ?? 'User', companyId: me?.company?._id ?? null },
      { id: editingId, companyId: editingCompanyId ?? null },
    );
  const [role, profession, certificate] = useWatch<UserFormValues, ['role', 'profession', 'certificate']>({
    name: ['role', 'profession', 'certificate'],
  });
  // the upload clears the shared "professionalFiles" error once a certificate is attached
  useEffect(() => {
    if (certificate) form.clearErrors('professionalFiles' as never);
  }, [certificate, form]);
  // the one account-powers table decides: reception picks a visitor's company once, only admins move people
  const powers = ACCOUNT_POWERS[callerRole ?? 'User'];
  const picksCompany = editingId ? powers.movesBetweenCompanies : powers.choosesCompany;
  const builder = isBuilderRole(role);
  const professionOptions = builder ? BUILDER_PROFESSION_OPTIONS : PROFESSION_OPTIONS;
  const roleOptions = useMemo(
    () => rolesGrantableBy(callerRole ?? 'User').map((r) => ({ value: r, label: ROLE_LABELS[r] })),
    [callerRole],
  );

  const [emailTaken, setEmailTaken] = useState<Taken>(null);
  const [cpfTaken, setCpfTaken] = useState<Taken>(null);
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  useEffect(() => {
    const t = timers.current;
    return () => Object.values(t).forEach(clearTimeout);
  }, []);

  /** On blur, 800 ms later: an e-mail with "@" and over 5 characters, or a complete CPF. */
  const checkLater = (field: 'email' | 'document') => {
    clearTimeout(timers.current[field]);
    timers.current[field] = setTimeout(async () => {
      const raw = String(form.getValues(field) ?? '').trim();
      const set = field === 'email' ? setEmailTaken : setCpfTaken;
      const query =
        field === 'email'
          ? raw.includes('@') && raw.length > 5
            ? { email: raw }
            : null
          : onlyDigits(raw).length === 11
            ? { cpf: onlyDigits(raw) }
            : null;
      if (!query) return set(null);
      try {
        const existing = await verifyTaken(query);
        set(existing && (!existing._id || existing._id !== editingId) ? { field, id: existing._id } : null);
      } catch {
        set(null);
      }
    }, DUPLICATE_CHECK_DEBOUNCE_MS);
  };

  // Professions a builder may not pick are cleared when the builder rule starts to apply.
  useEffect(() => {
    if (builder && profession && !BUILDER_PROFESSION_OPTIONS.some((o) => o.value === profession)) {
      form.setValue('profession', null);
    }
  }, [builder, profession, form]);

  const filesError = (form.formState.errors as Record<string, { message?: string } | undefined>)
    .professionalFiles;
  const full = { gridColumn: '1 / -1' };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField<UserFormValues> name="firstName" label="Nome" required autoComplete="off" />
      <FormTextField<UserFormValues> name="lastName" label="Sobrenome" required autoComplete="off" />
      <FormTextField<UserFormValues> name="badgeName" label="Nome no crachá" autoComplete="off" />
      <Box onBlur={() => checkLater('email')}>
        <FormTextField<UserFormValues>
          name="email"
          label="E-mail"
          type="email"
          required
          autoComplete="off"
          disabled={emailLocked}
          helperText={editingId ? (emailLocked ? EMAIL_LOCKED_HINT : EMAIL_CONFIRM_HINT) : undefined}
        />
      </Box>
      {emailTaken && <TakenWarning message={FIELD_MESSAGES.emailTaken} id={emailTaken.id} />}
      <Box onBlur={() => checkLater('document')}>
        <FormCpfField<UserFormValues> name="document" label="CPF" required={callerRole === 'Receptionist'} />
      </Box>
      <FormPhoneField<UserFormValues>
        name="phoneNumber"
        label="Telefone"
        required={callerRole === 'Receptionist'}
      />
      {cpfTaken && <TakenWarning message={FIELD_MESSAGES.cpfTaken} id={cpfTaken.id} />}
      <FormDateField<UserFormValues>
        name="birthDate"
        label="Data de nascimento"
        required={callerRole === 'Receptionist'}
      />
      <FormSelect<UserFormValues>
        name="gender"
        label="Gênero"
        options={GENDER_OPTIONS}
        emptyLabel="Não informado"
        required={callerRole === 'Receptionist'}
      />
      <FormSelect<UserFormValues>
        name="profession"
        label="Profissão"
        options={professionOptions}
        emptyLabel="Não informada"
        required={callerRole === 'Receptionist'}
      />
      <FormTextField<UserFormValues> name="sector" label="Setor" autoComplete="off" />
      <Box sx={full}>
        <CompanyPicker
          value={company}
          onChange={(c) => {
            onCompanyChange(c);
            form.setValue('company', c?._id ?? null, { shouldDirty: true });
            form.setValue('companyName', c?.name ?? null, { shouldDirty: true });
          }}
          disabled={!picksCompany}
        />
      </Box>
      <FormSelect<UserFormValues> name="role" label="Perfil" options={roleOptions} required />
      <FormSelect<UserFormValues> name="status" label="Status" options={USER_STATUS_OPTIONS} required />
      <FormTextField<UserFormValues> name="address.city" label="Cidade" autoComplete="off" />
      <FormSelect<UserFormValues>
        name="address.state"
        label="Estado"
        options={BR_STATE_OPTIONS}
        emptyLabel="Não informado"
      />
      {builder && (
        <Box sx={full}>
          {!certificate && (
            <Alert severity="warning" sx={{ mb: 1.5 }}>
              {SCREEN_MESSAGES.builderCertificateWarning}
            </Alert>
          )}
          <FormUploadField<UserFormValues>
            name="certificate"
            label="Certificado profissional *"
            accept={['pdf', 'image']}
            tenant="user"
            error={!!filesError?.message}
            helperText={filesError?.message}
          />
        </Box>
      )}
    </Box>
  );
}

function TakenWarning({ message, id }: { message: string; id?: string }) {
  return (
    <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
      {message}{' '}
      {id && (
        <Link component={RouterLink} to={`/user/${id}?edit=1`}>
          Editar usuário
        </Link>
      )}
    </Alert>
  );
}

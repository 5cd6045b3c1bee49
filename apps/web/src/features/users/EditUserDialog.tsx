import { SCREEN_MESSAGES } from '@feira/shared';
import { useMemo, useState } from 'react';
import { useSession } from '../../shared/api/session';
import { FormDialog } from '../../shared/ui';
import { type CompanyOption, type UserRecord, updateUser } from './api';
import { printBadges } from './printBadges';
import { UserFormFields } from './UserFormFields';
import { type UserFormOutput, type UserFormValues, userFormSchema, userToForm } from './userForm';

export interface EditUserDialogProps {
  user: UserRecord | null;
  onClose: () => void;
  /** After the save (and, for a receptionist, the automatic badge print). */
  onSaved?: () => void;
  /** A message for the screen after the save: "Enviamos um link de confirmação para o novo e-mail". */
  onNotice?: (message: string) => void;
}

/**
 * "Editar Usuário". After a receptionist saves, the badge prints automatically and the user is marked
 * printed and checked in (spec part 1 §4).
 */
export function EditUserDialog({ user, ...props }: EditUserDialogProps) {
  return user ? <EditUserDialogOpen key={user._id} user={user} {...props} /> : null;
}

function EditUserDialogOpen({
  user,
  onClose,
  onSaved,
  onNotice,
}: EditUserDialogProps & { user: UserRecord }) {
  const { role } = useSession();
  const [company, setCompany] = useState<CompanyOption | null>(user.company);
  const schema = useMemo(() => userFormSchema(role), [role]);
  const defaults = useMemo(() => userToForm(user), [user]);
  return (
    <FormDialog<UserFormValues, UserFormOutput>
      open
      onClose={onClose}
      title="Editar Usuário"
      schema={schema}
      defaultValues={defaults}
      maxWidth="md"
      reloadList="/user"
      onSubmit={async (values) => {
        const saved = await updateUser(user._id, values);
        if (role === 'Receptionist') await printBadges([user._id]).catch(() => undefined);
        return saved;
      }}
      onSuccess={(result) => {
        const saved = result as Awaited<ReturnType<typeof updateUser>>;
        // a new e-mail is stored only once its owner confirms the mailed link (issue 37 item 2)
        if (saved.emailChangeSent) onNotice?.(SCREEN_MESSAGES.emailChangeSent);
        onSaved?.();
      }}
    >
      <UserFormFields
        callerRole={role}
        company={company}
        onCompanyChange={setCompany}
        editingId={user._id}
        editingCompanyId={user.company?._id ?? null}
      />
    </FormDialog>
  );
}

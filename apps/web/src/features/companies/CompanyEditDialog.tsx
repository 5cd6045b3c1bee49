import { type CompanyUpdateInput, companyUpdateSchema } from '@feira/shared';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import { FormDialog } from '../../shared/ui';
import { CompanyFormFields } from './CompanyFormFields';
import { type CompanyUpdateValues, companyDefaults, companyPayload } from './companyForm';
import type { Company } from './types';

export interface CompanyEditDialogProps {
  company: Company | null;
  /** "Editar Cliente", "Editar Prestador de Serviço"... */
  title: string;
  onClose: () => void;
  onSaved?: () => void;
  reloadList?: string;
}

/** Edit a company (PUT /company/{id}); the CNPJ is read-only. */
export function CompanyEditDialog({ company, title, onClose, onSaved, reloadList }: CompanyEditDialogProps) {
  const { role } = useSession();
  const admin = role === 'Admin';
  if (!company) return null;
  return (
    <FormDialog<CompanyUpdateInput, CompanyUpdateValues>
      open
      title={title}
      maxWidth="md"
      schema={companyUpdateSchema}
      defaultValues={companyDefaults(company)}
      reloadList={reloadList}
      onClose={onClose}
      onSuccess={onSaved}
      onSubmit={(values) => {
        const { companyType: _type, ...body } = companyPayload(values, company.companyType, admin);
        return api('PUT', `/company/${company._id}`, { body });
      }}
    >
      <CompanyFormFields admin={admin} editing companyType={company.companyType} />
    </FormDialog>
  );
}

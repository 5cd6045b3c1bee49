import { type CertificateTemplateInput, certificateTemplateInputSchema } from '@feira/shared';
import { CreateFormPage } from '../../shared/ui';
import { CertificateFormFields, emptyTemplate } from './CertificateFormFields';

/** /certificate/new: success opens /certificate/{id}. */
export function CertificateNewPage() {
  return (
    <CreateFormPage<CertificateTemplateInput>
      title="Cadastrar"
      subtitle="Novo certificado"
      schema={certificateTemplateInputSchema}
      emptyValues={emptyTemplate}
      endpoint="/certificate"
      maxWidth={860}
    >
      <CertificateFormFields />
    </CreateFormPage>
  );
}

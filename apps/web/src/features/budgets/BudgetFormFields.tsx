import { FormMoneyField, FormMultiUploadField, FormTextField } from '../../shared/ui';

/** Description, BRL value (min R$ 5,00) and attachments (images and PDF, uploaded first). */
export function BudgetFormFields() {
  return (
    <>
      <FormTextField name="description" label="Descrição" multiline minRows={3} required />
      <FormMoneyField name="value" label="Valor" required />
      <FormMultiUploadField
        name="files"
        label="Anexos (imagens ou PDF)"
        accept={['image', 'pdf']}
        tenant="files"
      />
    </>
  );
}

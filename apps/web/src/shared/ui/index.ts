/*
 * The UI kit every screen builds on. Import from '@/shared/ui'-style relative paths:
 *   import { DataTable, createdAtColumn, FormDialog, FormTextField } from '../../shared/ui';
 */
export { CopyLinkButton, type CopyLinkButtonProps } from './CopyLinkButton/CopyLinkButton';
export { copyText } from './CopyLinkButton/copyText';
export { CreateFormPage, type CreateFormPageProps } from './CreateFormPage/CreateFormPage';
export * from './DataTable';
export {
  DeleteConfirmDialog,
  type DeleteConfirmDialogProps,
} from './DeleteConfirmDialog/DeleteConfirmDialog';
export { type RowDeleteOptions, useRowDelete } from './DeleteConfirmDialog/useRowDelete';
export {
  DetailPage,
  type DetailPageProps,
  RecordActions,
  type RecordActionsProps,
} from './DetailPage/DetailPage';
export { PICKER_DATE_FORMAT, PICKER_DATE_TIME_FORMAT, PickersProvider } from './dates/PickersProvider';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export * from './FormActions/FormActions';
export { FormDialog, type FormDialogProps } from './FormDialog/FormDialog';
export { applyServerErrors, fieldPaths } from './FormDialog/serverErrors';
export { FormCheckbox, type FormCheckboxProps, FormSwitch } from './form/FormCheckbox';
export { FormCheckboxGroup } from './form/FormCheckboxGroup';
export {
  FormDateField,
  type FormDateFieldProps,
  FormDateTimeField,
  type FormDateTimeFieldProps,
  INVALID_DATE_VALUE,
} from './form/FormDateFields';
export { FormSelect, type FormSelectProps, type SelectOption } from './form/FormSelect';
export { FormTextField, type FormTextFieldProps } from './form/FormTextField';
export { type FormFieldBaseProps, useFormField } from './form/useFormField';
export { LoadingState, type LoadingStateProps } from './LoadingState/LoadingState';
export {
  FormCepField,
  FormCnpjField,
  FormCpfField,
  FormDateTextField,
  FormMoneyField,
  FormPercentField,
  FormPhoneField,
} from './masked/FormMaskedFields';
export { CepField, CnpjField, CpfField, DateField, type MaskFieldProps, PhoneField } from './masked/fields';
export { MaskedTextField, type MaskedTextFieldProps } from './masked/MaskedTextField';
export { type HundredthsFieldProps, MoneyField, PercentField } from './masked/NumberMaskFields';
export { type Notice, NoticeSnackbar } from './NoticeSnackbar/NoticeSnackbar';
export { PageHeader, type PageHeaderProps } from './PageHeader/PageHeader';
export { StatusChip, type StatusChipProps } from './StatusChip/StatusChip';
export { FormMultiUploadField, FormUploadField } from './UploadField/FormUploadFields';
export {
  MultiUploadField,
  type MultiUploadFieldProps,
  UploadField,
  type UploadFieldProps,
} from './UploadField/UploadField';
export { UploadGuardProvider, useUploadGuard } from './UploadField/UploadGuard';
export {
  acceptAttribute,
  acceptDescription,
  checkFile,
  fileNameOf,
  storedAddress,
  type UploadAccept,
  uploadFile,
} from './UploadField/uploadFile';

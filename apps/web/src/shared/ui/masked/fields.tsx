import {
  FIELD_MESSAGES,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidPhoneBR,
  nationalPhone,
  parseDateBR,
} from '@feira/shared';
import type { FactoryOpts } from 'imask';
import { MaskedTextField, type MaskedTextFieldProps } from './MaskedTextField';

/** Props of a ready-made masked field: everything but the mask itself. */
export type MaskFieldProps = Omit<MaskedTextFieldProps, 'mask' | 'emit'>;

const CPF_MASK: FactoryOpts = { mask: '000.000.000-00' };
const CNPJ_MASK: FactoryOpts = { mask: '00.000.000/0000-00' };
const CEP_MASK: FactoryOpts = { mask: '00000-000' };
const PHONE_MASK: FactoryOpts = { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] };
const DATE_MASK: FactoryOpts = { mask: '00/00/0000' };

/** CPF "000.000.000-00"; value = the 11 digits. */
export function CpfField(props: MaskFieldProps) {
  return (
    <MaskedTextField
      label="CPF"
      validate={isValidCpf}
      invalidMessage={FIELD_MESSAGES.invalidCpf}
      {...props}
      mask={CPF_MASK}
    />
  );
}

/** CNPJ "00.000.000/0000-00"; value = the 14 digits. */
export function CnpjField(props: MaskFieldProps) {
  return (
    <MaskedTextField
      label="CNPJ"
      validate={isValidCnpj}
      invalidMessage={FIELD_MESSAGES.invalidCnpj}
      {...props}
      mask={CNPJ_MASK}
    />
  );
}

/** CEP "00000-000"; value = the 8 digits; `onComplete(digits)` fires when 8 digits are typed (auto-fill). */
export function CepField(props: MaskFieldProps) {
  return (
    <MaskedTextField
      label="CEP"
      validate={isValidCep}
      invalidMessage={FIELD_MESSAGES.invalidCep}
      {...props}
      mask={CEP_MASK}
    />
  );
}

/**
 * Brazilian phone "(00) 0000-0000" / "(00) 00000-0000"; value = the national digits (DDD + number).
 * Accepts "+55..." values from the server; send it back with `toE164BR` from @feira/shared.
 */
export function PhoneField({ value, ...props }: MaskFieldProps) {
  return (
    <MaskedTextField
      label="Telefone"
      validate={isValidPhoneBR}
      invalidMessage={FIELD_MESSAGES.invalidPhone}
      slotProps={{ htmlInput: { inputMode: 'tel' } }}
      {...props}
      value={nationalPhone(value)}
      mask={PHONE_MASK}
    />
  );
}

const isReadableDate = (text: string) => parseDateBR(text) !== null;

/** Typed date "DD/MM/YYYY"; value = the masked text (`parseDateBR` from @feira/shared turns it into ISO). */
export function DateField(props: MaskFieldProps) {
  return (
    <MaskedTextField
      placeholder="DD/MM/AAAA"
      validate={isReadableDate}
      invalidMessage={FIELD_MESSAGES.invalidDate}
      {...props}
      mask={DATE_MASK}
      emit="masked"
    />
  );
}

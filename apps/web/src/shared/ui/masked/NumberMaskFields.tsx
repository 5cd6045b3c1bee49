import { MAX_MONEY_CENTS } from '@feira/shared';
import { InputAdornment } from '@mui/material';
import type { FactoryOpts } from 'imask';
import { MaskedTextField, type MaskedTextFieldProps } from './MaskedTextField';

/*
 * Money and percent keep an integer (cents; hundredths of a percent) as their value. IMask's Number
 * mask reports its unmasked value with "." as radix ("1234.5"), so converting is a plain Number().
 */
function hundredthsMask(thousandsSeparator: string, max: number): FactoryOpts {
  return {
    mask: Number,
    scale: 2,
    radix: ',',
    mapToRadix: ['.'],
    thousandsSeparator,
    padFractionalZeros: true,
    normalizeZeros: true,
    min: 0,
    max,
  };
}

const MONEY_MASK = hundredthsMask('.', MAX_MONEY_CENTS / 100);
const PERCENT_MASK = hundredthsMask('', 100);

function toHundredths(unmasked: string): number | null {
  if (unmasked.trim() === '') return null;
  const n = Number(unmasked);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}
function fromHundredths(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : (value / 100).toFixed(2);
}
const sameHundredths = (a: string, b: string) => toHundredths(a) === toHundredths(b);

export type HundredthsFieldProps = Omit<
  MaskedTextFieldProps,
  'mask' | 'emit' | 'value' | 'onChange' | 'onComplete'
> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
};

function HundredthsField({
  value,
  onChange,
  mask,
  prefix,
  suffix,
  slotProps,
  ...props
}: HundredthsFieldProps & { mask: FactoryOpts; prefix?: string; suffix?: string }) {
  return (
    <MaskedTextField
      {...props}
      mask={mask}
      value={fromHundredths(value)}
      onChange={(unmasked) => onChange(toHundredths(unmasked))}
      equals={sameHundredths}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', ...slotProps?.htmlInput },
        input: {
          ...(prefix ? { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> } : {}),
          ...(suffix ? { endAdornment: <InputAdornment position="end">{suffix}</InputAdornment> } : {}),
          ...slotProps?.input,
        },
      }}
    />
  );
}

/** BRL amount shown as "R$ 1.234,56"; value = integer cents (null when empty). */
export function MoneyField(props: HundredthsFieldProps) {
  return <HundredthsField label="Valor" placeholder="0,00" {...props} mask={MONEY_MASK} prefix="R$" />;
}

/** Percent "00,00%"; value = hundredths of a percent (10,00% -> 1000), as cashbackFee is stored. */
export function PercentField(props: HundredthsFieldProps) {
  return <HundredthsField placeholder="10,00" {...props} mask={PERCENT_MASK} suffix="%" />;
}

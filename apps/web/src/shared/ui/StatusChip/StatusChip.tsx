import { type EnumOption, labelOf, UI_TEXT } from '@feira/shared';
import { alpha, Chip, type ChipProps } from '@mui/material';

type ChipColor = NonNullable<ChipProps['color']>;

/**
 * Chip colours by the shared enums' English `key` (GeneralStatus, UserStatus, ApprovalStatus...), so
 * every status of the product reads the same way. Unknown keys are grey.
 */
const COLOR_BY_KEY: Record<string, ChipColor> = {
  Pending: 'warning',
  WaitingPayment: 'info',
  Enabled: 'success',
  Approved: 'success',
  Paid: 'success',
  /** a payment of another amount than charged (issue 39): an alert for an admin, not a waiting state */
  Divergent: 'error',
  Disabled: 'default',
  Canceled: 'error',
  Rejected: 'error',
};

export interface StatusChipProps {
  /** A shared enum's options, e.g. USER_STATUS_OPTIONS, GENERAL_STATUS_OPTIONS. */
  options: readonly EnumOption[];
  value: unknown;
  /** Colour per value when the defaults by key do not fit. */
  colors?: Partial<Record<string | number, ChipColor>>;
  /** Text for a value that is not in the options (default "Não informado"). */
  fallback?: string;
  size?: ChipProps['size'];
}

export function StatusChip({
  options,
  value,
  colors,
  fallback = UI_TEXT.notInformed,
  size = 'small',
}: StatusChipProps) {
  const option = options.find((o) => o.value === value);
  const color =
    (value !== null && value !== undefined && colors?.[value as string | number]) ||
    (option?.key ? COLOR_BY_KEY[option.key] : undefined) ||
    'default';
  return (
    <Chip
      size={size}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={labelOf(options, value, fallback)}
      // A soft tint rather than a solid fill: a column of solid green chips shouts.
      sx={(theme) => ({
        fontWeight: 600,
        ...(color === 'default'
          ? {}
          : { bgcolor: alpha(theme.palette[color].main, 0.14), color: theme.palette[color].dark }),
      })}
    />
  );
}

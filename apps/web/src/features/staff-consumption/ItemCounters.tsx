import {
  availableConsumption,
  CONSUMPTION_TYPE_OPTIONS,
  type ConsumptionType,
  ITEM_LIMIT_MESSAGE_MS,
  itemLimitMessage,
  type StaffConsumption,
  UNLIMITED_AVAILABLE,
} from '@feira/shared';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import { Alert, Box, IconButton, Snackbar, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';

export type Selection = Partial<Record<ConsumptionType, number>>;

/** What `type` still allows for this person (999 when unlimited or without data, part 2 §5). */
export function availableOf(data: StaffConsumption, type: ConsumptionType): number {
  return availableConsumption(type, data.limits, data.used);
}

/**
 * The six counters of the select step (part 2 §5): + is disabled at the available count; tapping it
 * there shows "{item} - Limite disponível: {n}" for 3 s.
 */
export function ItemCounters({
  data,
  selection,
  onChange,
}: {
  data: StaffConsumption;
  selection: Selection;
  onChange: (next: Selection) => void;
}) {
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!limitMessage) return;
    const t = setTimeout(() => setLimitMessage(null), ITEM_LIMIT_MESSAGE_MS);
    return () => clearTimeout(t);
  }, [limitMessage]);

  return (
    <Stack spacing={1}>
      {CONSUMPTION_TYPE_OPTIONS.map((o) => {
        const available = availableOf(data, o.value);
        const count = selection[o.value] ?? 0;
        const atCap = available === 0 || count >= available;
        const detail =
          available === UNLIMITED_AVAILABLE
            ? 'Ilimitado'
            : `Limite ${data.limits?.[o.value] ?? 0} · usado ${data.used?.[o.value] ?? 0} · disponível ${available}`;
        return (
          <Box
            key={o.value}
            data-testid={`item-${o.value}`}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              p: 1,
              pl: 1.5,
              border: 1,
              borderColor: count ? 'primary.main' : 'divider',
              borderRadius: 2,
              bgcolor: count ? 'action.selected' : 'background.paper',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{o.actionLabel}</Typography>
              <Typography variant="caption" color="text.secondary">
                {detail}
              </Typography>
            </Box>
            <IconButton
              aria-label={`Menos ${o.actionLabel}`}
              disabled={count === 0}
              onClick={() => onChange({ ...selection, [o.value]: count - 1 })}
              sx={{ border: 1, borderColor: 'divider', width: 48, height: 48 }}
            >
              <RemoveRounded />
            </IconButton>
            <Typography
              aria-label={`Quantidade de ${o.actionLabel}`}
              sx={{ width: 32, textAlign: 'center', fontSize: 22, fontWeight: 700 }}
            >
              {count}
            </Typography>
            {/* a disabled button takes no clicks: the wrapper hears the tap past the limit */}
            <Box
              component="span"
              onClick={atCap ? () => setLimitMessage(itemLimitMessage(o.value, available)) : undefined}
            >
              <IconButton
                aria-label={`Mais ${o.actionLabel}`}
                color="primary"
                disabled={atCap}
                onClick={() => onChange({ ...selection, [o.value]: count + 1 })}
                sx={{ border: 1, borderColor: atCap ? 'divider' : 'primary.main', width: 48, height: 48 }}
              >
                <AddRounded />
              </IconButton>
            </Box>
          </Box>
        );
      })}
      <Snackbar open={!!limitMessage} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity="warning" variant="filled" role="alert" sx={{ width: '100%' }}>
          {limitMessage}
        </Alert>
      </Snackbar>
    </Stack>
  );
}

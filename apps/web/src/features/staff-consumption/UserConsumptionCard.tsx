import {
  availableConsumption,
  CONSUMPTION_TYPE_OPTIONS,
  type ConsumptionLimits,
  type ConsumptionType,
  consumeSchema,
  STAFF_CONSUMPTION_MESSAGES,
  type StaffConsumption,
} from '@feira/shared';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../../shared/api/session';
import { FormDialog, FormTextField } from '../../shared/ui';
import { consume, getConsumption, saveLimits } from './api';

const quantitySchema = consumeSchema.pick({ quantity: true });

function limitsOf(data: StaffConsumption | undefined): ConsumptionLimits {
  if (data?.limits) return data.limits;
  return Object.fromEntries(
    CONSUMPTION_TYPE_OPTIONS.flatMap((o) => [
      [o.value, 0],
      [o.unlimitedKey, false],
    ]),
  ) as ConsumptionLimits;
}

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <Box sx={{ minWidth: 64 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The consumption card of /user/{id} (part 2 §2.16): per item limit, used and available (999 when
 * unlimited or without data) with an "Ilimitado" switch; "Salvar limites" and "Consumir" (a modal,
 * quantity at least 1) for admin and receptionist. Managers of the person's company only read it.
 */
export function UserConsumptionCard({ userId }: { userId: string }) {
  const { role } = useSession();
  const reads = role === 'Admin' || role === 'Receptionist' || role === 'Manager';
  const edits = role === 'Admin' || role === 'Receptionist';
  const queryClient = useQueryClient();
  const queryKey = ['staff-consumption', userId];
  const { data, error } = useQuery({
    queryKey,
    queryFn: () => getConsumption('staff', userId),
    enabled: reads,
    retry: false,
  });
  const [limits, setLimits] = useState<ConsumptionLimits>(() => limitsOf(data));
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [consuming, setConsuming] = useState<ConsumptionType | null>(null);
  useEffect(() => setLimits(limitsOf(data)), [data]);

  if (!reads || error) return null;

  const save = async () => {
    setSaving(true);
    setNotice(null);
    try {
      queryClient.setQueryData(queryKey, await saveLimits(userId, limits));
      setNotice({ severity: 'success', text: STAFF_CONSUMPTION_MESSAGES.limitsSaved });
    } catch (e) {
      setNotice({ severity: 'error', text: (e as Error).message });
    } finally {
      setSaving(false);
    }
  };

  const option = CONSUMPTION_TYPE_OPTIONS.find((o) => o.value === consuming);
  return (
    <Card variant="outlined" aria-label="Consumo">
      <CardHeader
        title="Consumo"
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }}
        action={
          edits && (
            <Button variant="contained" size="small" onClick={() => void save()} loading={saving}>
              Salvar limites
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {notice && (
          <Alert severity={notice.severity} sx={{ mb: 1.5 }} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
          {CONSUMPTION_TYPE_OPTIONS.map((o) => {
            const unlimited = limits[o.unlimitedKey];
            const available = availableConsumption(o.value, data?.limits, data?.used);
            return (
              <Box
                key={o.value}
                data-testid={`consumption-${o.value}`}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  columnGap: 2,
                  rowGap: 1,
                  py: 1,
                }}
              >
                <Typography sx={{ fontWeight: 700, width: { xs: '100%', sm: 170 } }}>
                  {o.actionLabel}
                </Typography>
                {edits ? (
                  <TextField
                    size="small"
                    type="number"
                    label="Limite"
                    value={unlimited ? '' : limits[o.value]}
                    disabled={unlimited}
                    onChange={(e) =>
                      setLimits({
                        ...limits,
                        [o.value]: Math.max(0, Math.floor(Number(e.target.value) || 0)),
                      })
                    }
                    slotProps={{
                      htmlInput: { min: 0, inputMode: 'numeric', 'aria-label': `Limite de ${o.actionLabel}` },
                    }}
                    sx={{ width: 96 }}
                  />
                ) : (
                  <Figure
                    label="Limite"
                    value={data?.limits?.[o.unlimitedKey] ? '—' : (data?.limits?.[o.value] ?? 0)}
                  />
                )}
                <Figure label="Usado" value={data?.used?.[o.value] ?? 0} />
                <Figure label="Disponível" value={available} />
                <FormControlLabel
                  label="Ilimitado"
                  control={
                    <Switch
                      checked={unlimited}
                      disabled={!edits}
                      onChange={(e) => setLimits({ ...limits, [o.unlimitedKey]: e.target.checked })}
                      slotProps={{ input: { 'aria-label': `${o.actionLabel} ilimitado` } }}
                    />
                  }
                />
                {edits && (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setConsuming(o.value)}
                    sx={{ ml: { sm: 'auto' } }}
                  >
                    Consumir
                  </Button>
                )}
              </Box>
            );
          })}
        </Stack>
      </CardContent>
      <FormDialog
        open={consuming !== null}
        onClose={() => setConsuming(null)}
        title={`Consumir ${option?.actionLabel ?? ''}`}
        schema={quantitySchema}
        defaultValues={{ quantity: 1 }}
        submitLabel="Consumir"
        maxWidth="xs"
        onSubmit={(values) => consume('staff', userId, consuming!, values.quantity)}
        onSuccess={() => {
          setNotice({ severity: 'success', text: STAFF_CONSUMPTION_MESSAGES.consumed });
          void queryClient.invalidateQueries({ queryKey });
        }}
      >
        <FormTextField name="quantity" label="Quantidade" numeric slotProps={{ htmlInput: { min: 1 } }} />
      </FormDialog>
    </Card>
  );
}

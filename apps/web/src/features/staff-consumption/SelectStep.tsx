import {
  CONSUMPTION_TYPE_OPTIONS,
  exceedLine,
  type StaffConsumption,
  UNLIMITED_AVAILABLE,
} from '@feira/shared';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { availableOf, ItemCounters, type Selection } from './ItemCounters';

/** The exceed warning's lines (part 2 §5): "item: novo total > limite" for every item past its limit. */
export function exceedLines(data: StaffConsumption, selection: Selection): string[] {
  return CONSUMPTION_TYPE_OPTIONS.flatMap((o) => {
    const count = selection[o.value] ?? 0;
    if (!count || availableOf(data, o.value) === UNLIMITED_AVAILABLE) return [];
    const used = data.used?.[o.value] ?? 0;
    const limit = data.limits?.[o.value] ?? 0;
    return used + count > limit ? [exceedLine(o.value, used + count, limit)] : [];
  });
}

/**
 * Step 2 (part 2 §2.14): the person, their limits, six counters, a summary, Voltar and Confirmar.
 * The buttons stay at the bottom of the screen, in reach of one thumb.
 */
export function SelectStep({
  data,
  selection,
  onChange,
  error,
  busy,
  onBack,
  onConfirm,
}: {
  data: StaffConsumption;
  selection: Selection;
  onChange: (next: Selection) => void;
  error: string | null;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const chosen = CONSUMPTION_TYPE_OPTIONS.filter((o) => (selection[o.value] ?? 0) > 0);
  const exceeded = exceedLines(data, selection);
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {data.user.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Código {data.user.code}
            {data.user.companyName ? ` · ${data.user.companyName}` : ''}
          </Typography>
          {!data.limits && (
            <Typography variant="caption" color="text.secondary">
              Sem limites definidos: consumo ilimitado.
            </Typography>
          )}
        </CardContent>
      </Card>
      <ItemCounters data={data} selection={selection} onChange={onChange} />
      <Card variant="outlined" aria-label="Resumo">
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            Resumo
          </Typography>
          {chosen.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Nenhum item selecionado.
            </Typography>
          ) : (
            chosen.map((o) => (
              <Typography key={o.value} variant="body2">
                {o.actionLabel}: {selection[o.value]}
              </Typography>
            ))
          )}
        </CardContent>
      </Card>
      {/* messages ride with the buttons, in sight of the thumb that pressed Confirmar */}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          py: 1.5,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Stack spacing={1} sx={{ mb: exceeded.length || error ? 1 : 0 }}>
          {exceeded.length > 0 && (
            <Alert severity="warning">
              Limite excedido:
              {exceeded.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            fullWidth
            size="large"
            variant="outlined"
            onClick={onBack}
            disabled={busy}
            sx={{ minHeight: 52 }}
          >
            Voltar
          </Button>
          <Button
            fullWidth
            size="large"
            variant="contained"
            onClick={onConfirm}
            loading={busy}
            sx={{ minHeight: 52 }}
          >
            Confirmar
          </Button>
        </Box>
      </Box>
    </Stack>
  );
}

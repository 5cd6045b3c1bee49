import { formatDate } from '@feira/shared';
import ClearIcon from '@mui/icons-material/Clear';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { Box, Button, IconButton, InputAdornment, Popover, Stack, TextField, Tooltip } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { PICKER_DATE_FORMAT, PickersProvider } from '../dates/PickersProvider';

export interface DateRangeFilterProps {
  startDate: string | null;
  endDate: string | null;
  /** ISO 8601 with the local offset: start of the first day, end of the last day. */
  onChange: (startDate: string | null, endDate: string | null) => void;
  /** Both pickers in place (phone filter panel) instead of a compact field with a popover. */
  inline?: boolean;
  label?: string;
}

const toDay = (iso: string | null) => (iso ? dayjs(iso) : null);

/** "22/11/2026", "20/11 – 25/11/2026", "a partir de 20/11/2026"... short enough for a filter cell. */
function rangeSummary(start: string, end: string): string {
  if (!start && !end) return '';
  if (!end) return `a partir de ${start}`;
  if (!start) return `até ${end}`;
  if (start === end) return start;
  // Same year: drop it from the start ("DD/MM/YYYY" -> "DD/MM").
  return start.slice(6) === end.slice(6) ? `${start.slice(0, 5)} – ${end}` : `${start} – ${end}`;
}
/** ISO 8601 with the local offset ("2026-11-01T00:00:00-03:00"), never "Z". */
const START_FORMAT = 'YYYY-MM-DDTHH:mm:ssZ';
/** The last millisecond of the day: right whether the server reads endDate as inclusive or exclusive. */
const END_FORMAT = 'YYYY-MM-DDTHH:mm:ss.SSSZ';

/**
 * The list date range. Half-typed dates are kept locally and only complete ones are sent, so typing
 * "0" into the day does not fire a request.
 */
export function DateRangeFilter({
  startDate,
  endDate,
  onChange,
  inline,
  label = 'Período',
}: DateRangeFilterProps) {
  const [start, setStart] = useState<Dayjs | null>(() => toDay(startDate));
  const [end, setEnd] = useState<Dayjs | null>(() => toDay(endDate));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const emit = (s: Dayjs | null, e: Dayjs | null) => {
    const validS = s?.isValid() ? s.startOf('day').format(START_FORMAT) : null;
    const validE = e?.isValid() ? e.endOf('day').format(END_FORMAT) : null;
    if (s && !validS) return;
    if (e && !validE) return;
    onChange(validS, validE);
  };
  const clear = () => {
    setStart(null);
    setEnd(null);
    onChange(null, null);
  };

  const pickers = (
    <PickersProvider>
      <Stack direction={inline ? 'row' : 'column'} spacing={1.5} sx={{ width: '100%' }}>
        <DatePicker
          label="De"
          format={PICKER_DATE_FORMAT}
          value={start}
          maxDate={end?.isValid() ? end : undefined}
          onChange={(d) => {
            setStart(d);
            emit(d, end);
          }}
          slotProps={{ textField: { size: 'small', fullWidth: true }, field: { clearable: true } }}
        />
        <DatePicker
          label="Até"
          format={PICKER_DATE_FORMAT}
          value={end}
          minDate={start?.isValid() ? start : undefined}
          onChange={(d) => {
            setEnd(d);
            emit(start, d);
          }}
          slotProps={{ textField: { size: 'small', fullWidth: true }, field: { clearable: true } }}
        />
      </Stack>
    </PickersProvider>
  );

  if (inline) return pickers;

  const summary = rangeSummary(formatDate(startDate), formatDate(endDate));
  return (
    <>
      <TextField
        size="small"
        fullWidth
        placeholder={label}
        value={summary}
        onClick={(e) => setAnchor(e.currentTarget)}
        slotProps={{
          htmlInput: {
            readOnly: true,
            'aria-label': `Filtrar ${label.toLowerCase()}`,
            style: { cursor: 'pointer' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {summary ? (
                  <Tooltip title="Limpar período">
                    <IconButton
                      size="small"
                      edge="end"
                      onClick={(e) => {
                        e.stopPropagation();
                        clear();
                      }}
                    >
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : (
                  <DateRangeIcon fontSize="small" color="action" />
                )}
              </InputAdornment>
            ),
          },
        }}
        title={summary || undefined}
        sx={{ minWidth: 190 }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ p: 2, width: 260 }}>
          {pickers}
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={clear}>
              Limpar
            </Button>
            <Button size="small" variant="contained" onClick={() => setAnchor(null)}>
              OK
            </Button>
          </Stack>
        </Box>
      </Popover>
    </>
  );
}

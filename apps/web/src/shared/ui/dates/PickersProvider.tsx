import { DATE_FORMAT } from '@feira/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';

// dayjs' default locale, for the dates the pickers' screens create themselves (formatting in
// @feira/shared names its locale); set here rather than in app/AppProviders so that dayjs is not in the
// first download of every page.
dayjs.locale('pt-br');

const localeText = ptBR.components.MuiLocalizationProvider.defaultProps.localeText;

/** Display formats of the pickers (spec: DD/MM/YYYY, and dd/MM/yyyy - HH:mm for event pickers). */
export const PICKER_DATE_FORMAT = DATE_FORMAT;
export const PICKER_DATE_TIME_FORMAT = 'DD/MM/YYYY - HH:mm';

/**
 * pt-BR dayjs localization for MUI X pickers. Every picker in the kit wraps itself in it, so a screen
 * never has to remember it (nesting LocalizationProvider is cheap and allowed).
 */
export function PickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pt-br" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}

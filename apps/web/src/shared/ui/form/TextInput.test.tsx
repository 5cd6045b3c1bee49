import InputAdornment from '@mui/material/InputAdornment';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { TextInput, type TextInputProps } from './TextInput';

/** Server markup (emotion's styles included) of a field inside the app's theme. */
function markup(field: ReactElement): string {
  return renderToStaticMarkup(<ThemeProvider theme={theme}>{field}</ThemeProvider>);
}

const CASES: [string, TextInputProps][] = [
  ['empty', {}],
  [
    'label, value, helper text',
    { label: 'E-mail', value: 'a@b.com', helperText: 'Informe seu e-mail', onChange: () => {} },
  ],
  [
    'error, required, full width, name, type',
    {
      label: 'Senha',
      error: true,
      required: true,
      fullWidth: true,
      name: 'password',
      type: 'password',
      helperText: 'Informe sua senha',
    },
  ],
  ['placeholder without label, small, disabled', { placeholder: 'Código', size: 'small', disabled: true }],
  ['multiline', { label: 'Observações', multiline: true, rows: 3 }],
  [
    'autoFocus, autoComplete, id, className, sx',
    {
      label: 'E-mail',
      autoFocus: true,
      autoComplete: 'username',
      id: 'email',
      className: 'extra',
      sx: { mt: 2 },
    },
  ],
  [
    'slotProps (input adornment, shrunk label, html input, helper text)',
    {
      label: 'CPF',
      helperText: 'Somente números',
      slotProps: {
        input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: 14, 'data-field': 'cpf' },
        formHelperText: { className: 'hint' },
        root: { className: 'root-extra' },
      },
    },
  ],
  [
    'slotProps as functions of the owner state',
    { label: 'Nome', error: true, slotProps: { htmlInput: (s) => ({ 'aria-invalid': s.error }) } },
  ],
  ['color and margin', { label: 'Valor', color: 'secondary', margin: 'dense' }],
];

describe('TextInput renders what MUI TextField (outlined) renders', () => {
  it.each(CASES)('%s', (_name, props) => {
    expect(markup(<TextInput {...props} />)).toBe(markup(<TextField {...props} />));
  });

  it('applies the theme default props of MuiTextField (fullWidth)', () => {
    expect(markup(<TextInput label="X" />)).toContain('MuiFormControl-fullWidth');
  });
});

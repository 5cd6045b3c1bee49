import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useState } from 'react';
import { useSearchOptions } from '../../shared/hooks/useSearchOptions';
import { type CompanyOption, searchCompanies } from './api';

export interface CompanyPickerProps {
  value: CompanyOption | null;
  onChange: (company: CompanyOption | null) => void;
  label?: string;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}

/**
 * Company picker: `GET /company?filters[name]=...&take=10`, 500 ms after the last keystroke. When the
 * companies endpoint fails (or does not exist yet) the list stays empty with a short note.
 */
export function CompanyPicker({
  value,
  onChange,
  label = 'Empresa',
  disabled,
  error,
  helperText,
}: CompanyPickerProps) {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const { options, loading, failure } = useSearchOptions({
    open,
    input,
    selectedLabel: value?.name,
    search: searchCompanies,
  });
  const failed = failure !== null;

  return (
    <Autocomplete<CompanyOption>
      value={value}
      onChange={(_, picked) => onChange(picked)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={value && !options.some((o) => o._id === value._id) ? [value, ...options] : options}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      filterOptions={(x) => x}
      loading={loading}
      disabled={disabled}
      noOptionsText={failed ? 'Não foi possível carregar as empresas' : 'Nenhuma empresa encontrada'}
      loadingText="Carregando..."
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} aria-label="Carregando" /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

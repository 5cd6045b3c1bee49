import { categoriesLoadFailedMessage } from '@feira/shared';
import AddIcon from '@mui/icons-material/Add';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useSearchOptions } from '../../shared/hooks/useSearchOptions';
import { type FormFieldBaseProps, useFormField } from '../../shared/ui';
import { type CategoryOption, searchCategories } from './api';

/** The option that leaves the form for the new-category screen (spec part 2 §2.8). */
const ADD_NEW: CategoryOption = { _id: '__new__', name: 'Adicionar nova' };

export interface CategoryPickerProps<T extends FieldValues> extends FormFieldBaseProps<T> {
  /** The chosen category's name, so the field shows it before any search. */
  initial: CategoryOption | null;
  /** Offers "Adicionar nova" (the create screen keeps the draft and comes back). */
  onAddNew?: () => void;
}

/**
 * The product forms' category select: `GET /productCategory` take 10 with filters[name], 500 ms after
 * the last keystroke; the form value is the category id.
 */
export function CategoryPicker<T extends FieldValues>({ name, initial, onAddNew }: CategoryPickerProps<T>) {
  const { field, disabled, errorProps } = useFormField<T>({ name });
  const [value, setValue] = useState<CategoryOption | null>(initial);
  const [input, setInput] = useState(initial?.name ?? '');
  const [open, setOpen] = useState(false);
  const { options, loading, failure } = useSearchOptions({
    open,
    input,
    selectedLabel: value?.name,
    search: searchCategories,
  });
  const failed = failure ? categoriesLoadFailedMessage(failure.message) : null;

  useEffect(() => setValue(initial), [initial]);

  const listed = value && !options.some((o) => o._id === value._id) ? [value, ...options] : options;
  return (
    <Autocomplete<CategoryOption>
      value={value}
      onChange={(_, picked) => {
        if (picked?._id === ADD_NEW._id) {
          onAddNew?.();
          return;
        }
        setValue(picked);
        field.onChange(picked?._id ?? null);
        field.onBlur();
      }}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={onAddNew && !loading ? [...listed, ADD_NEW] : listed}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      filterOptions={(x) => x}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option._id === ADD_NEW._id ? <AddIcon fontSize="small" sx={{ mr: 1 }} /> : null}
          {option.name}
        </li>
      )}
      loading={loading}
      disabled={disabled}
      noOptionsText={failed ?? 'Nenhuma categoria encontrada'}
      loadingText="Carregando..."
      renderInput={(params) => (
        <TextField
          {...params}
          label="Categoria"
          required
          name={field.name}
          inputRef={field.ref}
          {...errorProps}
          helperText={errorProps.helperText ?? failed ?? undefined}
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

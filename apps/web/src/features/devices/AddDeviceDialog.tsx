import {
  type CreateDeviceBody,
  createDeviceBody,
  DEVICE_DIRECTION_OPTIONS,
  DEVICE_METHOD_OPTIONS,
  type DeviceMethod,
} from '@feira/shared';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
} from '@mui/material';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, FormSelect, FormSwitch, FormTextField } from '../../shared/ui';
import { createDevice, type DeviceRow, type DevicesBase } from './api';

type Values = {
  name: string;
  direction: 1 | 2;
  methods: DeviceMethod[];
  printBadge: boolean;
};

export interface AddDeviceDialogProps {
  base: DevicesBase;
  /** an event's gate: direction, methods and badge printing; other kinds only have a name */
  gate: boolean;
  onClose: () => void;
  onAdded: (device: DeviceRow) => void;
}

/** "Adicionar dispositivo": name (e.g. "Portão A") and, for a gate, direction, methods and badge printing. */
export function AddDeviceDialog({ base, gate, onClose, onAdded }: AddDeviceDialogProps) {
  return (
    <FormDialog<Values, z.output<typeof createDeviceBody>>
      open
      title="Adicionar dispositivo"
      schema={createDeviceBody as never}
      defaultValues={{ name: '', direction: 1, methods: ['qr', 'cpf', 'email'], printBadge: false }}
      submitLabel="Adicionar e gerar código"
      onClose={onClose}
      onSubmit={(values) => createDevice(base, values as CreateDeviceBody)}
      onSuccess={(device) => onAdded(device as DeviceRow)}
    >
      {(form) => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField<Values>
            name="name"
            label="Nome"
            placeholder={gate ? 'Portão A' : 'Celular da recepção'}
            autoFocus
          />
          {gate ? (
            <>
              <FormSelect<Values> name="direction" label="Sentido" options={DEVICE_DIRECTION_OPTIONS} />
              <Controller
                control={form.control}
                name="methods"
                render={({ field, fieldState }) => (
                  <FormControl error={Boolean(fieldState.error)} component="fieldset">
                    <FormLabel component="legend">Métodos de identificação</FormLabel>
                    <FormGroup row>
                      {DEVICE_METHOD_OPTIONS.map((o) => (
                        <FormControlLabel
                          key={o.value}
                          label={o.label}
                          control={
                            <Checkbox
                              checked={field.value.includes(o.value)}
                              onChange={(e) =>
                                field.onChange(
                                  e.target.checked
                                    ? [...field.value, o.value]
                                    : field.value.filter((m: DeviceMethod) => m !== o.value),
                                )
                              }
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                    {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
                  </FormControl>
                )}
              />
              <FormSwitch<Values> name="printBadge" label="Imprimir crachá no check-in" />
            </>
          ) : null}
        </Stack>
      )}
    </FormDialog>
  );
}

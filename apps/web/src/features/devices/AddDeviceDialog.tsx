import {
  type CreateDeviceBody,
  createDeviceBody,
  DEVICE_DIRECTION_OPTIONS,
  DEVICE_METHOD_OPTIONS,
  type DeviceMethod,
} from '@feira/shared';
import { Stack } from '@mui/material';
import type { z } from 'zod';
import { FormCheckboxGroup, FormDialog, FormSelect, FormSwitch, FormTextField } from '../../shared/ui';
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
      {() => (
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
              <FormCheckboxGroup<Values>
                name="methods"
                label="Métodos de identificação"
                options={DEVICE_METHOD_OPTIONS}
              />
              <FormSwitch<Values> name="printBadge" label="Imprimir crachá no check-in" />
            </>
          ) : null}
        </Stack>
      )}
    </FormDialog>
  );
}

import {
  DEVICE_DIRECTION_OPTIONS,
  DEVICE_METHOD_OPTIONS,
  DEVICE_STATUS_OPTIONS,
  formatDateTime,
  labelOf,
} from '@feira/shared';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { Alert, Button } from '@mui/material';
import { useRef, useState } from 'react';
import {
  DataTable,
  type DataTableColumn,
  type DataTableHandle,
  RowAction,
  StatusChip,
} from '../../shared/ui';
import { AddDeviceDialog } from './AddDeviceDialog';
import {
  type DeviceRow,
  type DevicesBase,
  devicesPage,
  newPairingCode,
  type PairingCode,
  revokeDevice,
} from './api';
import { PairingCodeDialog } from './PairingCodeDialog';
import { RevokeDeviceDialog } from './RevokeDeviceDialog';

const statusColors = { waiting: 'warning', paired: 'success', revoked: 'error', expired: 'default' } as const;

function columnsFor(gate: boolean, showCompany: boolean): DataTableColumn<DeviceRow>[] {
  return [
    { field: 'name', header: 'Nome', sortable: false, minWidth: 160, cardSlot: 'title' },
    {
      field: 'companyName',
      header: 'Empresa',
      sortable: false,
      visible: showCompany,
      text: (d) => d.companyName ?? '-',
    },
    {
      field: 'direction',
      header: 'Sentido',
      sortable: false,
      visible: gate,
      text: (d) => labelOf(DEVICE_DIRECTION_OPTIONS, d.direction),
    },
    {
      field: 'methods',
      header: 'Métodos',
      sortable: false,
      visible: gate,
      hideBelow: 'lg',
      text: (d) =>
        `${d.methods.map((m) => labelOf(DEVICE_METHOD_OPTIONS, m)).join(', ')}${d.printBadge ? ' · imprime crachá' : ''}`,
    },
    {
      field: 'status',
      header: 'Situação',
      sortable: false,
      text: (d) => labelOf(DEVICE_STATUS_OPTIONS, d.status),
      render: (d) => <StatusChip options={DEVICE_STATUS_OPTIONS} value={d.status} colors={statusColors} />,
      cardSlot: 'aside',
    },
    {
      field: 'lastSeenAt',
      header: 'Último contato',
      sortable: false,
      kind: 'dateTime',
      text: (d) => (d.lastSeenAt ? formatDateTime(d.lastSeenAt) : 'Nunca'),
      minWidth: 150,
    },
    {
      field: 'pendingScans',
      header: 'Leituras pendentes',
      sortable: false,
      visible: gate,
      hideBelow: 'xl',
      align: 'right',
      kind: 'number',
    },
    {
      field: 'expiresAt',
      header: 'Válido até',
      sortable: false,
      kind: 'dateTime',
      hideBelow: 'xl',
      text: (d) => formatDateTime(d.expiresAt),
    },
  ];
}

export interface DevicesPanelProps {
  base: DevicesBase;
  title: string;
  /** an event's check-in gates (direction, methods, badge printing) */
  gate?: boolean;
  showCompany?: boolean;
  /** may this screen add devices (an admin adds lead phones through a company's manager) */
  canAdd?: boolean;
  /** where the device pairs, for the code's instructions */
  where: string;
  intro?: string;
}

/** A place's paired devices: the list with status and last contact, "Adicionar", the code, "Revogar". */
export function DevicesPanel({
  base,
  title,
  gate = false,
  showCompany = false,
  canAdd = true,
  where,
  intro,
}: DevicesPanelProps) {
  const table = useRef<DataTableHandle>(null);
  const [adding, setAdding] = useState(false);
  const [pairing, setPairing] = useState<{ device: DeviceRow; code: PairingCode | null } | null>(null);
  const [revoking, setRevoking] = useState<DeviceRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = () => void table.current?.reload();

  async function showCode(device: DeviceRow) {
    setError(null);
    try {
      const code = await newPairingCode(base, device._id);
      setPairing({ device, code });
      reload();
    } catch (e) {
      setError((e as Error).message);
    }
  }

  return (
    <>
      {intro ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {intro}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <DataTable<DeviceRow>
        ref={table}
        title={title}
        listKey={base}
        fetchPage={(q, signal) => devicesPage(base, q, signal)}
        columns={columnsFor(gate, showCompany)}
        exportable={false}
        emptyMessage="Nenhum dispositivo cadastrado."
        rowActions={(d) => {
          const open = d.status === 'waiting' || d.status === 'paired';
          return open ? (
            <>
              <RowAction
                label="Gerar código de pareamento"
                icon={<QrCode2Icon />}
                onClick={() => void showCode(d)}
              />
              <RowAction label="Revogar" color="error" icon={<BlockIcon />} onClick={() => setRevoking(d)} />
            </>
          ) : null;
        }}
        toolbar={
          canAdd ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              Adicionar dispositivo
            </Button>
          ) : undefined
        }
      />
      {adding ? (
        <AddDeviceDialog
          base={base}
          gate={gate}
          onClose={() => setAdding(false)}
          onAdded={(device) => void showCode(device)}
        />
      ) : null}
      {pairing ? (
        <PairingCodeDialog
          deviceName={pairing.device.name}
          code={pairing.code}
          where={where}
          onNewCode={() => void showCode(pairing.device)}
          onClose={() => {
            setPairing(null);
            reload();
          }}
        />
      ) : null}
      {revoking ? (
        <RevokeDeviceDialog
          deviceName={revoking.name}
          onConfirm={async () => {
            await revokeDevice(base, revoking._id);
            reload();
          }}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </>
  );
}

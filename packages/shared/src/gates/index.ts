import { z } from 'zod';

/**
 * The live gate board (issue 38 §5): what `GET /event/{id}/gates` answers and what the tab's one live
 * stream `GET /events/stream?gates={id}` pushes (the same snapshot, `event: gates`, whenever it changes).
 * The numbers come from the paired devices' rows and their uploaded scans (device_scans), so the board
 * shows what the database holds.
 */

/** A device is online while its last heartbeat or upload is this recent. */
export const GATE_ONLINE_SECONDS = 30;
/** Chart: check-ins per bucket of this many minutes, over the last GATE_CHART_HOURS hours. */
export const GATE_BUCKET_MINUTES = 5;
export const GATE_CHART_HOURS = 2;
/** At most this many repeats are listed (the newest); the totals count them all. */
export const GATE_REPEATS_SHOWN = 50;
/** A device's clock this far from the server's (an online scan's device time vs receipt) is flagged. */
export const GATE_CLOCK_TOLERANCE_MINUTES = 5;
/** The server re-reads an open board's numbers at most this often (one read per event and process). */
export const GATE_STREAM_POLL_MS = 1_000;
/** While the tab's live stream is down, the open board polls `GET /event/{id}/gates` this often. */
export const GATE_FALLBACK_POLL_MS = 5_000;

export const gateDeviceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** 1 Entrada, 2 Saída */
  direction: z.number().int(),
  online: z.boolean(),
  revoked: z.boolean(),
  lastSeenAt: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  /** scans waiting on the device, as its last heartbeat said */
  pendingScans: z.number().int(),
  /** check-ins it recorded in the last minute (device time) */
  checkInsLastMinute: z.number().int(),
  /** its clock was more than GATE_CLOCK_TOLERANCE_MINUTES off on an online scan */
  clockWarning: z.boolean(),
});
export type GateDevice = z.output<typeof gateDeviceSchema>;

export const gateRepeatSchema = z.object({
  _id: z.string(),
  /** first name and last-name initial, as the kiosk shows it */
  name: z.string(),
  deviceName: z.string(),
  at: z.string(),
  /** the scan that stands (the earliest), when known */
  standingDeviceName: z.string().nullable(),
  standingAt: z.string().nullable(),
});
export type GateRepeat = z.output<typeof gateRepeatSchema>;

export const gateBoardSchema = z.object({
  /** when the server read it */
  at: z.string(),
  devices: z.array(gateDeviceSchema),
  /** check-ins per GATE_BUCKET_MINUTES by device: `counts[i]` belongs to `bucketStarts[i]` */
  chart: z.object({
    bucketStarts: z.array(z.string()),
    series: z.array(z.object({ deviceId: z.string(), name: z.string(), counts: z.array(z.number().int()) })),
  }),
  repeats: z.array(gateRepeatSchema),
  totals: z.object({
    devices: z.number().int(),
    online: z.number().int(),
    pendingScans: z.number().int(),
    /** scans the devices uploaded, by outcome */
    scans: z.number().int(),
    checkIns: z.number().int(),
    checkOuts: z.number().int(),
    repeats: z.number().int(),
    unknown: z.number().int(),
    /** people of the event checked in by any means (kiosk, devices, import) */
    attendeesIn: z.number().int(),
  }),
});
export type GateBoard = z.output<typeof gateBoardSchema>;

export const GATE_MESSAGES = {
  reconnecting: 'Reconectando ao painel…',
  sessionEnded: 'Sessão encerrada: entre novamente para acompanhar os portões.',
  noDevices: 'Nenhum dispositivo pareado neste evento. Cadastre um na aba Dispositivos.',
} as const;

import { z } from 'zod';
import { deviceTimeSchema } from '../device-sync';
import { FIELD_MESSAGES, maxLengthMessage } from '../messages/field';
import { DEVICE_LEAD_MESSAGES, DEVICE_LEADS_MAX, LEAD_CAPTURE_OUTCOMES } from './device-leads-messages';
import { LEAD_CODE_MAX } from './scan-code';

/**
 * A paired exhibitor's phone uploads its captures (`POST /device/leads`, issue 38 §3): online one at a
 * time as it scans, offline the queue in batches once the network is back. The company/visitor unique
 * key makes a replay harmless: a batch sent twice creates nothing the second time.
 */

export const deviceLeadScanSchema = z.object({
  /** the phone's UUID for this capture (its queue's key; answers are matched by it) */
  nonce: z.uuid({ error: DEVICE_LEAD_MESSAGES.invalidNonce }),
  /** the badge's code or the whole scanned text (reduced with codeFromScan on the server) */
  code: z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .max(LEAD_CODE_MAX, maxLengthMessage(LEAD_CODE_MAX)),
  /** when the phone read the badge: the lead's capture time (never later than the server's receipt) */
  deviceTime: deviceTimeSchema,
});
export type DeviceLeadScan = z.input<typeof deviceLeadScanSchema>;

export const deviceLeadsBody = z.object({
  scans: z
    .array(deviceLeadScanSchema, { error: DEVICE_LEAD_MESSAGES.count })
    .min(1, DEVICE_LEAD_MESSAGES.count)
    .max(DEVICE_LEADS_MAX, DEVICE_LEAD_MESSAGES.count),
});
export type DeviceLeadsBody = z.input<typeof deviceLeadsBody>;

/**
 * One capture's answer: only what the phone shows, the visitor's first name and last-name initial
 * ("Maria S."; null for unknown). The lead's contact data stays on the server (the lead screens).
 */
export const deviceLeadResultSchema = z.object({
  nonce: z.string(),
  outcome: z.enum(LEAD_CAPTURE_OUTCOMES),
  name: z.string().nullable(),
});
export const deviceLeadsResultSchema = z.object({ results: z.array(deviceLeadResultSchema) });
export type DeviceLeadResult = z.output<typeof deviceLeadResultSchema>;

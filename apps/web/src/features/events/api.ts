import type {
  AttendeeImportResult,
  AttendeeModel,
  EventDetailModel,
  EventModel,
  KioskEvent,
  KioskResult,
  Wire,
} from '@feira/shared';
import { ApiError, api } from '../../shared/api/client';

export type EventRow = Wire<EventModel>;
export type EventDetail = Wire<EventDetailModel>;
export type Attendee = Wire<AttendeeModel>;
export type KioskAnswer = { model: KioskResult; message: string | null };

export async function getEvent(id: string): Promise<EventDetail> {
  const env = await api<EventDetail>('GET', `/event/${encodeURIComponent(id)}`);
  if (!env.model) throw new ApiError('Não encontrado', 404);
  return env.model;
}

export async function addAttendee(event: string, user: string): Promise<Attendee> {
  return (await api<Attendee>('POST', '/event/attendee', { body: { event, user } })).model!;
}

export async function importChunk(
  event: string,
  type: 1 | 2,
  rows: { userId: string; date: string }[],
): Promise<AttendeeImportResult> {
  const env = await api<AttendeeImportResult>('POST', `/event/${encodeURIComponent(event)}/attendee/import`, {
    query: { type },
    body: rows,
  });
  return env.model!;
}

/** The public kiosk check-in (1) or check-out (2) of a badge code, CPF, e-mail or scanned text. */
export async function kioskCheck(
  event: string,
  code: string,
  type: 1 | 2,
  signal?: AbortSignal,
): Promise<KioskAnswer> {
  const env = await api<KioskResult>(
    'POST',
    `/event/${encodeURIComponent(event)}/attendee/${encodeURIComponent(code)}`,
    { query: { type }, signal },
  );
  return { model: env.model!, message: env.message };
}

/** The public look-up: first name, last-name initial and status only. */
export async function kioskLookup(value: string, event?: string, signal?: AbortSignal): Promise<KioskAnswer> {
  const env = await api<KioskResult>('GET', `/SelfService/${encodeURIComponent(value)}`, {
    query: event ? { event } : undefined,
    signal,
  });
  return { model: env.model!, message: env.message };
}

/** The public kiosk's heading: its event's name and dates. */
export async function kioskEvent(event: string): Promise<KioskEvent> {
  const env = await api<KioskEvent>('GET', `/event/${encodeURIComponent(event)}/kiosk`);
  return env.model!;
}

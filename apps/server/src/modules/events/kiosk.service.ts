import {
  codeFromScan,
  EVENT_MESSAGES,
  isUserCode,
  isValidCpf,
  isValidEmail,
  type KioskEvent,
  type KioskResult,
  onlyDigits,
} from '@feira/shared';
import { and, eq } from 'drizzle-orm';
import { AppError, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { eventAttendees } from '../../db/schema';
import { type KioskPersonKind, kioskCheckOf, kioskPerson } from './checks.repository';
import { findEvent } from './events.repository';
import type { KioskLimits, PersonalLookupLimiter } from './kiosk-limits';

/**
 * Who a kiosk value names: an e-mail, a CPF (with or without punctuation), a badge code, a user id or a
 * scanned URL/text (reduced with codeFromScan), as the kind of look-up and the normalised value. CPF
 * and e-mail look-ups pass the tighter limiter. Undefined when the value cannot name anyone (no query).
 */
async function personWhere(
  raw: string,
  address: string,
  limitPersonal: PersonalLookupLimiter,
): Promise<{ kind: KioskPersonKind; value: string } | undefined> {
  const value = codeFromScan(raw);
  if (!value) return undefined;
  if (value.includes('@')) {
    await limitPersonal(address);
    if (!isValidEmail(value)) return undefined;
    return { kind: 'email', value: value.toLowerCase() };
  }
  if (/^[\d.\-\s]+$/.test(value) && onlyDigits(value).length === 11) {
    await limitPersonal(address);
    if (!isValidCpf(onlyDigits(value))) return undefined;
    return { kind: 'document', value: onlyDigits(value) };
  }
  if (isUserCode(value.toUpperCase())) return { kind: 'code', value: value.toUpperCase() };
  return { kind: 'id', value };
}

/**
 * personWhere, and a look-up by CPF or e-mail also counts against the person looked up (whoever asks,
 * from wherever: issue 37 item 5), before anything is read or written. One small upsert, only for the
 * typed look-ups: a badge scan (the hot path) stays one statement.
 */
async function limitedWhere(db: Db, raw: string, address: string, limits: KioskLimits) {
  const where = await personWhere(raw, address, limits.address);
  if (where && (where.kind === 'email' || where.kind === 'document')) await limits.person(db, where);
  return where;
}

async function personOf(db: Db, raw: string, address: string, limits: KioskLimits) {
  const person = await limitedWhere(db, raw, address, limits);
  return person ? kioskPerson(db, person) : undefined;
}

const shown = (p: { firstName: string; lastName: string }) => ({
  firstName: p.firstName.trim().split(/\s+/)[0] ?? '',
  lastInitial: p.lastName.trim().charAt(0).toUpperCase(),
});

/** `POST /event/{id}/attendee/{code}?type=`: the kiosk's check-in (1) or check-out (2). */
export async function kioskCheck(
  db: Db,
  limits: KioskLimits,
  input: { eventId: string; code: string; type: 1 | 2; address: string; by: string | null },
): Promise<{ result: KioskResult; message: string }> {
  const where = await limitedWhere(db, input.code, input.address, limits);
  // the person's look-up, the check and (for a repeat) the attendee row are one statement
  const checked = where
    ? await kioskCheckOf(db, where, {
        eventId: input.eventId,
        type: input.type,
        at: new Date(),
        createdBy: input.by,
      })
    : undefined;
  if (!checked) throw notFound(EVENT_MESSAGES.notFound);
  const { person, outcome } = checked;
  if (outcome.kind === 'noEvent') throw notFound(EVENT_MESSAGES.eventNotFound);
  if (outcome.kind === 'closed') throw new AppError(409, EVENT_MESSAGES.checkInClosed);
  if (outcome.kind === 'notListed') throw new AppError(403, EVENT_MESSAGES.notOnList);
  if (outcome.kind === 'full') throw new AppError(409, EVENT_MESSAGES.capacityFull);
  if (outcome.kind === 'noCheckIn') throw new AppError(409, EVENT_MESSAGES.checkOutBeforeCheckIn);
  return {
    // repeat: this person's check of this type was already recorded (at checkedAt; migration 0021's rule)
    result: {
      ...shown(person),
      status: outcome.status,
      checkType: input.type,
      repeat: outcome.kind === 'repeat',
      checkedAt: outcome.at.toISOString(),
    },
    message: input.type === 1 ? EVENT_MESSAGES.checkInDone : EVENT_MESSAGES.checkOutDone,
  };
}

/** `GET /event/{id}/kiosk`: the event's name and dates for the kiosk's heading (public: nothing else). */
export async function kioskEvent(db: Db, eventId: string): Promise<KioskEvent> {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
  return { title: event.title, when: iso(event.startsAt), until: iso(event.endsAt) };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `GET /SelfService/{value}[?event=]`: first name, last initial and a status, nothing else. */
export async function kioskLookup(
  db: Db,
  limits: KioskLimits,
  input: { value: string; eventId?: string; address: string },
): Promise<KioskResult> {
  const person = await personOf(db, input.value, input.address, limits);
  if (!person) throw notFound(EVENT_MESSAGES.notFound);
  if (!input.eventId) return { ...shown(person), status: person.status };
  const [attendee] = await db
    .select({ status: eventAttendees.status })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, input.eventId), eq(eventAttendees.userId, person.id)))
    .limit(1);
  if (!attendee) throw notFound(EVENT_MESSAGES.notFound);
  return { ...shown(person), status: attendee.status };
}

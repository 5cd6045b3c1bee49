import { randomCpf } from '@feira/shared';
import { and, eq } from 'drizzle-orm';
import { attendeeChecks, eventAttendees } from '../../db/schema';
import type { Harness } from '../../test-support/app-harness';
import type { UserRow } from '../users/users.repository';
import { createUserRecord } from '../users/users.service';

let people = 0;

/** A fair visitor with a CPF, an e-mail, a phone and a birth date (the data the kiosk must hide). */
export async function addGuest(h: Harness, name = 'Marina'): Promise<UserRow> {
  people += 1;
  return createUserRecord(h.database.db, {
    firstName: name,
    lastName: `Souza ${people}`,
    fullName: `${name} Souza ${people}`,
    email: `convidada-${people}-${Date.now()}@eventos.com.br`,
    document: randomCpf(),
    birthDate: '1990-04-12',
    phoneNumber: '+5511987651234',
    nationalPhoneNumber: '(11) 98765-1234',
    role: 'User',
  });
}

/**
 * An event whose kiosk window includes now (it started an hour ago and ends in three hours, issue 37
 * item 4), unless `extra` says otherwise.
 */
export async function createEvent(h: Harness, extra: Record<string, unknown> = {}) {
  const res = await h.request({
    method: 'POST',
    url: '/api/event',
    token: h.users.Admin.token,
    payload: {
      title: 'Palestra de abertura',
      description: 'Tendências do agro',
      type: 1,
      capacity: 0,
      when: new Date(Date.now() - 3_600_000).toISOString(),
      until: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      ...extra,
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().model._id as string;
}

/** The public kiosk call (no token). */
export function kiosk(h: Harness, eventId: string, code: string, type: 1 | 2, address = '10.0.0.1') {
  return h.request({
    method: 'POST',
    url: `/api/event/${eventId}/attendee/${encodeURIComponent(code)}?type=${type}`,
    remoteAddress: address,
  });
}

export async function checksOf(h: Harness, eventId: string, userId: string, type: 1 | 2) {
  return h.database.db
    .select({ id: attendeeChecks.id, createdAt: attendeeChecks.createdAt })
    .from(attendeeChecks)
    .innerJoin(eventAttendees, eq(eventAttendees.id, attendeeChecks.attendeeId))
    .where(
      and(
        eq(attendeeChecks.eventId, eventId),
        eq(eventAttendees.userId, userId),
        eq(attendeeChecks.type, type),
      ),
    );
}

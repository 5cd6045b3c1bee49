import { EVENT_MESSAGES } from '@feira/shared';
import { tooManyRequests } from '../../core/errors';
import { type PersonLimitRule, personLimits } from '../../core/person-limit';
import type { Db } from '../../db/client';

/**
 * Kiosk look-ups of one person by CPF or e-mail, whoever asks (issue 37 item 5): a person scanned or
 * typed twice is normal, a dozen times a minute is someone enumerating or harassing them. Badge codes
 * (the kiosk's hot path, what the QR holds) are not counted: a code is the badge holder's own secret.
 */
export const KIOSK_PERSON_RULE: PersonLimitRule = {
  max: 12,
  windowMs: 60_000,
  message: EVENT_MESSAGES.personLookupsTooMany,
};

/**
 * The tighter per-address limit for kiosk look-ups by CPF or e-mail (personal data an attacker could
 * enumerate), a quarter of PUBLIC_RATE_LIMIT per minute; badge codes only count against the route's
 * own PUBLIC_RATE_LIMIT. A fixed one-minute window per address, in memory like the route limiter.
 */
export function personalLookupLimiter(publicRateLimit: number) {
  const max = Math.max(1, Math.floor(publicRateLimit / 4));
  const windows = new Map<string, { start: number; n: number }>();
  return (address: string, now = Date.now()) => {
    const w = windows.get(address);
    if (!w || now - w.start >= 60_000) {
      if (windows.size > 10_000) windows.clear();
      windows.set(address, { start: now, n: 1 });
      return;
    }
    w.n += 1;
    if (w.n > max) throw tooManyRequests(Math.ceil((w.start + 60_000 - now) / 1000));
  };
}
export type PersonalLookupLimiter = ReturnType<typeof personalLookupLimiter>;

/** Both kiosk limits: per address (in memory) and per person looked up (in the database, shared). */
export function kioskLimits(publicRateLimit: number, serverSecret: string) {
  const persons = personLimits(serverSecret);
  return {
    address: personalLookupLimiter(publicRateLimit),
    person: (db: Db, where: { kind: string; value: string }) =>
      persons.hit(db, 'kiosk-lookup', `${where.kind}:${where.value}`, KIOSK_PERSON_RULE),
  };
}
export type KioskLimits = ReturnType<typeof kioskLimits>;

import { tooManyRequests } from '../../core/errors';
import { PERSON_LOOKUPS_RULE, personLimits } from '../../core/person-limit';
import type { SharedCounters } from '../../core/shared-counters';
import type { Db } from '../../db/client';

/**
 * The tighter per-address limit for kiosk look-ups by CPF or e-mail (personal data an attacker could
 * enumerate), a quarter of PUBLIC_RATE_LIMIT per minute; badge codes only count against the route's
 * own PUBLIC_RATE_LIMIT. A fixed one-minute window per address in the shared counters (issue 40 §2:
 * every app process counts the same window), like the route limiter.
 */
export function personalLookupLimiter(publicRateLimit: number, counters: SharedCounters) {
  const max = Math.max(1, Math.floor(publicRateLimit / 4));
  return async (address: string) => {
    const { count, ttlMs } = await counters.hit(`kiosk-personal:${address}`, 60_000);
    if (count > max) throw tooManyRequests(Math.max(1, Math.ceil(ttlMs / 1000)));
  };
}
export type PersonalLookupLimiter = ReturnType<typeof personalLookupLimiter>;

/**
 * Both kiosk limits: per address (shared counters) and per person looked up by CPF or e-mail (in the
 * database, shared; issue 37 item 5). Badge codes (the hot path, what the QR holds) are not counted per
 * person: a code is the badge holder's own secret.
 */
export function kioskLimits(publicRateLimit: number, serverSecret: string, counters: SharedCounters) {
  const persons = personLimits(serverSecret);
  return {
    address: personalLookupLimiter(publicRateLimit, counters),
    person: (db: Db, where: { kind: string; value: string }) =>
      persons.hit(db, 'kiosk-lookup', `${where.kind}:${where.value}`, PERSON_LOOKUPS_RULE),
  };
}
export type KioskLimits = ReturnType<typeof kioskLimits>;

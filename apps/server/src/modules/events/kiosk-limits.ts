import { tooManyRequests } from '../../core/errors';
import { PERSON_LOOKUPS_RULE, personLimits } from '../../core/person-limit';
import type { Db } from '../../db/client';

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

/**
 * Both kiosk limits: per address (in memory) and per person looked up by CPF or e-mail (in the database,
 * shared; issue 37 item 5). Badge codes (the hot path, what the QR holds) are not counted per person: a
 * code is the badge holder's own secret.
 */
export function kioskLimits(publicRateLimit: number, serverSecret: string) {
  const persons = personLimits(serverSecret);
  return {
    address: personalLookupLimiter(publicRateLimit),
    person: (db: Db, where: { kind: string; value: string }) =>
      persons.hit(db, 'kiosk-lookup', `${where.kind}:${where.value}`, PERSON_LOOKUPS_RULE),
  };
}
export type KioskLimits = ReturnType<typeof kioskLimits>;

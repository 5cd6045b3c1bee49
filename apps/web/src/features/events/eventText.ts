import type { EventInput } from '@feira/shared';
import type { EventRow } from './api';

/** Capacity 0 (or none) means unlimited (spec part 2 §3). */
export function capacityText(capacity: number | null | undefined): string {
  return capacity ? String(capacity) : 'Ilimitado';
}

/** The kiosk's `kioskAddsUnlisted` setting in words (null: automatic, decided by the certificate). */
export function kioskUnlistedText(value: boolean | null): string {
  if (value === null) return 'Automático (não, se houver certificado)';
  return value ? 'Sim' : 'Não';
}

/** The form's values for an existing event. */
export function eventFormValues(e: EventRow): EventInput {
  return {
    title: e.title,
    description: e.description,
    type: e.type,
    capacity: e.capacity,
    banner: e.banner,
    video: e.video ?? '',
    when: e.when,
    until: e.until,
    checkinOpensHoursBefore: e.checkinOpensHoursBefore,
    kioskAddsUnlisted: e.kioskAddsUnlisted,
  };
}

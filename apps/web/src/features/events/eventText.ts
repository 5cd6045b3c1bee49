import type { EventInput } from '@feira/shared';
import type { EventRow } from './api';

/** Capacity 0 (or none) means unlimited (spec part 2 §3). */
export function capacityText(capacity: number | null | undefined): string {
  return capacity ? String(capacity) : 'Ilimitado';
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
  };
}

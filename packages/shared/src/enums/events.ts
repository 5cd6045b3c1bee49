import { keyMap } from './define';

/** Event type codes (spec part 2 §4). */
export const EVENT_TYPE_OPTIONS = [
  { value: 1, key: 'Lecture', label: 'Palestra' },
  { value: 2, key: 'Course', label: 'Curso' },
  { value: 3, key: 'Training', label: 'Treinamento' },
  { value: 4, key: 'Workshop', label: 'Workshop' },
  { value: 5, key: 'RoundTable', label: 'Mesa-redonda' },
  { value: 6, key: 'Symposium', label: 'Simpósio' },
  { value: 7, key: 'Seminar', label: 'Seminário' },
  { value: 8, key: 'Congress', label: 'Congresso' },
  { value: 9, key: 'Fair', label: 'Feira' },
  { value: 10, key: 'Exhibition', label: 'Exposição' },
  { value: 11, key: 'Vernissage', label: 'Vernissage' },
  { value: 12, key: 'Festival', label: 'Festival' },
  { value: 13, key: 'Show', label: 'Show' },
  { value: 99, key: 'Others', label: 'Outros' },
] as const;
export const EventType = keyMap(EVENT_TYPE_OPTIONS);
export type EventType = (typeof EVENT_TYPE_OPTIONS)[number]['value'];

/** Attendee status (spec part 2 §4); 4-8 are unused codes. */
export const ATTENDEE_STATUS_OPTIONS = [
  { value: 0, key: 'Going', label: 'Inscrito' },
  { value: 1, key: 'Confirmed', label: 'Confirmado' },
  { value: 2, key: 'Went', label: 'Compareceu' },
  { value: 3, key: 'NotGo', label: 'Não compareceu' },
  { value: 9, key: 'Canceled', label: 'Cancelado' },
] as const;
export const AttendeeStatus = keyMap(ATTENDEE_STATUS_OPTIONS);
export type AttendeeStatus = (typeof ATTENDEE_STATUS_OPTIONS)[number]['value'];

/**
 * Check type of attendee imports and kiosk scans (`?type=1|2`, spec part 2 §7). `param` is the
 * kiosk route's /Check/{type} word, read case-insensitively.
 */
export const CHECK_TYPE_OPTIONS = [
  { value: 1, key: 'In', label: 'Entrada', param: 'in' },
  { value: 2, key: 'Out', label: 'Saída', param: 'out' },
] as const;
export const CheckType = keyMap(CHECK_TYPE_OPTIONS);
export type CheckType = (typeof CHECK_TYPE_OPTIONS)[number]['value'];

/** "IN", "out" -> 1, 2; any other word means the kiosk only looks people up (undefined). */
export function checkTypeFromParam(param: string | null | undefined): CheckType | undefined {
  const p = param?.trim().toLowerCase();
  return CHECK_TYPE_OPTIONS.find((o) => o.param === p)?.value;
}

/** Video status decides the course page: 0 on /cursos/user, 1 on /cursos/user/sales (spec part 2 §2.6). */
export const VIDEO_STATUS_OPTIONS = [
  { value: 0, key: 'Courses', label: 'Treinamento' },
  { value: 1, key: 'Sales', label: 'Vendas' },
] as const;
export const VideoStatus = keyMap(VIDEO_STATUS_OPTIONS);
export type VideoStatus = (typeof VIDEO_STATUS_OPTIONS)[number]['value'];

export const NOTIFICATION_STATUS_OPTIONS = [
  { value: 0, key: 'Unread', label: 'Não lida' },
  { value: 1, key: 'Read', label: 'Lida' },
] as const;
export const NotificationStatus = keyMap(NOTIFICATION_STATUS_OPTIONS);
export type NotificationStatus = (typeof NOTIFICATION_STATUS_OPTIONS)[number]['value'];

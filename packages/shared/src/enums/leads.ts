import { keyMap } from './define';

/**
 * The six lanes every company's funnel starts with (DESIGN §4), in order. A lead's `status` is its
 * lane's `position`, so the value here is the position; titles can be renamed per company later.
 */
export const DEFAULT_LEAD_LANES = [
  { value: 0, key: 'Raw', label: 'Novo' },
  { value: 1, key: 'Assigned', label: 'Atribuído' },
  { value: 2, key: 'Working', label: 'Em atendimento' },
  { value: 3, key: 'Qualified', label: 'Qualificado' },
  { value: 4, key: 'Nurture', label: 'Em nutrição' },
  { value: 5, key: 'Unqualified', label: 'Desqualificado' },
] as const;
export const DefaultLeadLane = keyMap(DEFAULT_LEAD_LANES);
/** Only the default lanes; a company may add more, so a stored lead status is any lane position. */
export type DefaultLeadLane = (typeof DEFAULT_LEAD_LANES)[number]['value'];

/** Lead card descriptions are cut at this length in the funnel (spec part 2 §2.3). */
export const LEAD_CARD_TEXT_MAX = 256;

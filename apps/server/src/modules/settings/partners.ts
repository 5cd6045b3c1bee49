import { DEFAULT_PARTNERS, PARTNER_PAGE_KEYS, type PartnersSettings, partnerPageSchema } from '@feira/shared';

export {
  DEFAULT_PARTNERS,
  PARTNER_PAGE_KEYS,
  type PartnerPage,
  type PartnerPageKey,
  type PartnersSettings,
  partnerPageSchema,
  partnersUpdateSchema,
} from '@feira/shared';

/** Stored value over the defaults, page by page; a stored page that no longer validates falls back. */
export function mergePartners(stored: unknown): PartnersSettings {
  const out = { ...DEFAULT_PARTNERS };
  if (!stored || typeof stored !== 'object') return out;
  for (const key of PARTNER_PAGE_KEYS) {
    const parsed = partnerPageSchema.safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out;
}

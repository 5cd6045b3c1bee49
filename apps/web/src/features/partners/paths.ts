import { PARTNER_PAGE_KEYS, type PartnerPageKey, STAND_MODEL_OPTIONS } from '@feira/shared';

/** The offer pages, each at `/builder/<key>`: every partner page that is not a stand model. */
export const OFFER_KEYS = PARTNER_PAGE_KEYS.filter((key) => !key.startsWith('stand'));

/** Stand models by route slug (18 -> stand18); models without a page yet have no key. */
export const STAND_PAGES = STAND_MODEL_OPTIONS.map((m) => ({
  slug: m.slug,
  key: m.hasPage ? (`stand${m.slug}` as PartnerPageKey) : null,
}));

/** Where a partner page lives: `/builder/official/<m²>` for stand models, `/builder/<key>` for offers. */
export function partnerPath(key: PartnerPageKey): string {
  const stand = STAND_PAGES.find((p) => p.key === key);
  return stand ? `/builder/official/${stand.slug}` : `/builder/${key}`;
}

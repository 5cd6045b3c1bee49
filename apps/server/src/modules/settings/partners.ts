import { FIELD_MESSAGES, phoneField, textField, uploadedFileField, urlField } from '@feira/shared';
import { z } from 'zod';

/**
 * The official-partner pages (spec part 1 §2 "Builders": stand models 18/36/45/54, insurance, travel,
 * marketing, architect, graphic, landscaping), configured by an admin in app_settings['partners'].
 * Each page: its title and button label, the button's link (a chat or external page), a contact phone
 * (+55...) and its images (uploaded PNG/JPEG addresses).
 */
export const PARTNER_PAGE_KEYS = [
  'stand18',
  'stand36',
  'stand45',
  'stand54',
  'safe',
  'trip',
  'marketing',
  'architect',
  'graphic',
  'landscaping',
] as const;
export type PartnerPageKey = (typeof PARTNER_PAGE_KEYS)[number];

export const partnerPageSchema = z.object({
  title: textField({ max: 120 }),
  buttonLabel: textField({ max: 60 }),
  url: urlField({ required: false }),
  phoneNumber: phoneField({ required: false }),
  description: textField({ required: false, max: 2000 }),
  images: z
    .array(uploadedFileField('image'), { error: FIELD_MESSAGES.invalidOption })
    .max(20, 'Envie no máximo 20 imagens')
    .nullish()
    .transform((v) => v ?? []),
});
export type PartnerPage = z.output<typeof partnerPageSchema>;

/** `PUT /settings/partners`: any of the pages; a page sent replaces the stored one. */
export const partnersUpdateSchema = z.object(
  Object.fromEntries(PARTNER_PAGE_KEYS.map((k) => [k, partnerPageSchema.optional()])) as Record<
    PartnerPageKey,
    z.ZodOptional<typeof partnerPageSchema>
  >,
);
export type PartnersSettings = Record<PartnerPageKey, PartnerPage>;

const page = (title: string, buttonLabel: string): PartnerPage => ({
  title,
  buttonLabel,
  url: null,
  phoneNumber: null,
  description: null,
  images: [],
});

/** What the pages show until an admin configures them (titles and buttons as the spec words them). */
export const DEFAULT_PARTNERS: PartnersSettings = {
  stand18: page('Estande oficial 18 m²', 'Entrar em Contato'),
  stand36: page('Estande oficial 36 m²', 'Entrar em Contato'),
  stand45: page('Estande oficial 45 m²', 'Entrar em Contato'),
  stand54: page('Estande oficial 54 m²', 'Entrar em Contato'),
  safe: page('Seguro do estande', 'Faça o seguro do seu estande agora'),
  trip: page('Viagem', 'Reserve agora'),
  marketing: page('Marketing', 'Entrar em Contato'),
  architect: page('Arquitetura', 'Faça seu projeto agora'),
  graphic: page('Gráfica', 'Saiba mais'),
  landscaping: page('Paisagismo', 'Entrar em Contato'),
};

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

import { z } from 'zod';
import { isValidEmail } from '../brazil/email';
import { FIELD_MESSAGES } from '../messages/field';
import { isValidHttpUrl, textField, uploadedFileField } from './fields';
import { phoneField } from './phone-fields';

/**
 * The official-partner pages (spec part 1 §2 "Builders": stand models 18/36/45/54, insurance, travel,
 * marketing, architect, graphic, landscaping), configured by an admin in app_settings['partners'].
 * Each page: its title and button label, the button's link (a chat, an external page or an e-mail), a
 * contact phone (+55..., opened as a WhatsApp chat when there is no link) and its images (uploaded
 * PNG/JPEG addresses; none = the image shipped with the app).
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

/** An http(s) address, or `mailto:<e-mail>` with an optional `?subject=...`. */
export function isValidContactLink(value: string): boolean {
  if (isValidHttpUrl(value)) return true;
  const mail = /^mailto:([^?\s]+)(\?\S*)?$/i.exec(value);
  return !!mail && isValidEmail(decodeURIComponent(mail[1]!));
}

/** The button's link: optional; "Link inválido". */
export const contactLinkField = () =>
  z
    .string()
    .trim()
    .max(2000, FIELD_MESSAGES.invalidUrl)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isValidContactLink(v), FIELD_MESSAGES.invalidUrl);

export const partnerPageSchema = z.object({
  title: textField({ max: 120 }),
  buttonLabel: textField({ max: 60 }),
  url: contactLinkField(),
  phoneNumber: phoneField({ required: false }),
  description: textField({ required: false, max: 2000 }),
  images: z
    .array(uploadedFileField('image'), { error: FIELD_MESSAGES.invalidOption })
    .max(20, 'Envie no máximo 20 imagens')
    .nullish()
    .transform((v) => v ?? []),
});
export type PartnerPageInput = z.input<typeof partnerPageSchema>;
export type PartnerPage = z.output<typeof partnerPageSchema>;

/** `PUT /settings/partners`: any of the pages; a page sent replaces the stored one. */
export const partnersUpdateSchema = z.object(
  Object.fromEntries(PARTNER_PAGE_KEYS.map((k) => [k, partnerPageSchema.optional()])) as Record<
    PartnerPageKey,
    z.ZodOptional<typeof partnerPageSchema>
  >,
);
export type PartnersSettings = Record<PartnerPageKey, PartnerPage>;

/** Where the pages send people until an admin sets a link or a phone: the organiser's sales e-mail. */
export const PARTNER_DEFAULT_CONTACT_EMAIL = 'comercial@feira.com.br';

const page = (title: string, buttonLabel: string): PartnerPage => ({
  title,
  buttonLabel,
  url: `mailto:${PARTNER_DEFAULT_CONTACT_EMAIL}?subject=${encodeURIComponent(title)}`,
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

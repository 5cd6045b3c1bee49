import { z } from 'zod';
import { COMPANY_TYPE_OPTIONS, type CompanyType } from '../enums/company';
import { FIELD_MESSAGES } from '../messages/field';

/**
 * Who a published news post or video is for (issue 39 item 16). The audience is a set of company
 * types, because that is what tells an exhibitor's people from a builder's or a provider's: a signed-in
 * person sees the published items whose audience holds their company's type. Drafts stay with the admin.
 */
export const AUDIENCE_OPTIONS = [
  { value: 'E', label: 'Expositores' },
  { value: 'M', label: 'Montadoras' },
  { value: 'S', label: 'Prestadores de serviço' },
] as const satisfies readonly { value: CompanyType; label: string }[];

const AUDIENCE_VALUES = COMPANY_TYPE_OPTIONS.map((o) => o.value) as [CompanyType, ...CompanyType[]];
/** One audience value as the models answer it. */
export const audienceValueSchema = z.enum(AUDIENCE_VALUES);

/** `audience` of the news and video bodies: absent = nobody yet; repeated values are kept once. */
export const audienceField = z
  .array(z.enum(AUDIENCE_VALUES, { error: FIELD_MESSAGES.invalidOption }), {
    error: FIELD_MESSAGES.invalidOption,
  })
  .max(AUDIENCE_VALUES.length * 2, FIELD_MESSAGES.invalidOption)
  .nullish()
  .transform((v) => [...new Set(v ?? [])].sort() as CompanyType[]);

/** `published` of the news and video bodies: absent = a draft (only admins see it). */
export const publishedField = z
  .boolean({ error: FIELD_MESSAGES.invalidOption })
  .nullish()
  .transform((v) => v ?? false);

/** "Expositores, Montadoras" for the admin's lists; "Ninguém" for an empty audience. */
export function audienceLabel(audience: readonly string[]): string {
  const labels = AUDIENCE_OPTIONS.filter((o) => audience.includes(o.value)).map((o) => o.label);
  return labels.length ? labels.join(', ') : 'Ninguém';
}

/**
 * One item of `GET /updates` ("Novidades"): a published news post or video meant for the caller.
 * `video` is the news post's video link or the video's own link.
 */
export const updateItemModelSchema = z.object({
  kind: z.enum(['news', 'video']),
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  banner: z.string().nullable(),
  video: z.string().nullable(),
  createdAt: z.date(),
});
export type UpdateItemModel = z.infer<typeof updateItemModelSchema>;

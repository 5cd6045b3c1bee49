import { z } from 'zod';
import { audienceValueSchema } from './audience';

/**
 * What the content and catalogue calls answer (issue 17: the allow-list of fields that leave the
 * server). Money is integer cents.
 */
const nullableText = z.string().nullable();
const ref = z.object({ _id: z.string(), name: z.string() }).nullable();

export const newsModelSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  banner: nullableText,
  video: nullableText,
  published: z.boolean(),
  audience: z.array(audienceValueSchema),
  createdAt: z.date(),
});
export type NewsModel = z.infer<typeof newsModelSchema>;

export const videoModelSchema = z.object({
  _id: z.string(),
  title: z.string(),
  link: z.string(),
  description: z.string(),
  status: z.number().int(),
  published: z.boolean(),
  audience: z.array(audienceValueSchema),
  createdAt: z.date(),
});
export type VideoModel = z.infer<typeof videoModelSchema>;

export const productCategoryModelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.date(),
});
export type ProductCategoryModel = z.infer<typeof productCategoryModelSchema>;

export const pricePolicyModelSchema = z.object({ _id: z.string(), name: z.string() });
export type PricePolicyModel = z.infer<typeof pricePolicyModelSchema>;

export const productModelSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  costPrice: z.number().int(),
  category: ref,
  pricePolicy: ref,
  modelProduct: nullableText,
  brand: nullableText,
  manufacturer: nullableText,
  origin: nullableText,
  inmetroNumber: nullableText,
  imported: z.boolean(),
  customsCode: nullableText,
  description: nullableText,
  utility: nullableText,
  size: nullableText,
  canvas: nullableText,
  specification: nullableText,
  indice: nullableText,
  createdAt: z.date(),
});
export type ProductModel = z.infer<typeof productModelSchema>;

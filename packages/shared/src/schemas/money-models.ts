import { z } from 'zod';

/**
 * What the money calls answer (the allow-list of fields that leave the server, issue 17). Values are
 * integer cents; `user` / `createdBy` / `company` are the small references the screens link to.
 */
const personRef = z.object({ _id: z.string(), fullName: z.string() }).nullable();
/**
 * Who created the record: a user of the record's company or a member of the organiser's team. Its
 * company says whether a manager may open the person's page (issue 39 item 13: "Criado por" sent a
 * manager to an admin's page, which answers 404).
 */
const sellerRef = z
  .object({ _id: z.string(), fullName: z.string(), companyId: z.string().nullable() })
  .nullable();
const companyRef = z.object({ _id: z.string(), name: z.string() }).nullable();
/** The fields every money record starts with, and its references (spread where each model has them). */
const moneyRecord = {
  _id: z.string(),
  createdAt: z.date(),
  description: z.string(),
  value: z.number().int(),
  status: z.number().int(),
};
const moneyRefs = {
  user: personRef,
  createdBy: sellerRef,
  company: companyRef,
};

export const budgetModelSchema = z.object({
  ...moneyRecord,
  ...moneyRefs,
  lead: z.string().nullable(),
  files: z.array(z.string()),
  /** the payment of this budget: the link is PUBLIC_URL/pay/<transaction> */
  transaction: z.string().nullable(),
});
export type BudgetModel = z.infer<typeof budgetModelSchema>;

export const cashbackModelSchema = z.object({
  ...moneyRecord,
  ...moneyRefs,
  usedAt: z.date().nullable(),
  transaction: z.string().nullable(),
});
export type CashbackModel = z.infer<typeof cashbackModelSchema>;

export const transactionModelSchema = z.object({
  ...moneyRecord,
  paymentMethod: z.number().int().nullable(),
  ...moneyRefs,
  resource: z.string().nullable(),
  resourceId: z.string().nullable(),
  paidAt: z.date().nullable(),
  /** cents the provider said it received (issue 39); differs from `value` when "Divergente" */
  paidAmount: z.number().int().nullable(),
  canceledAt: z.date().nullable(),
});
export type TransactionModel = z.infer<typeof transactionModelSchema>;

/**
 * The public payment page (`GET /pay/{id}`): who charges, what for, how much, the status and the Pix
 * data; never a CPF or an e-mail. `payer` is the first name and last initial only.
 */
export const payPageModelSchema = z.object({
  _id: z.string(),
  description: z.string(),
  value: z.number().int(),
  status: z.number().int(),
  resource: z.string().nullable(),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
  /** cents received (the receipt's "Valor pago"); null until paid */
  paidAmount: z.number().int().nullable(),
  canceledAt: z.date().nullable(),
  paymentMethod: z.number().int().nullable(),
  /** the exhibitor (budget) or the organiser's merchant name (cashback fee) */
  charger: z.string(),
  /** the receipt's "Recebedor": the Pix account's name as the BR Code writes it (field 59) */
  receiver: z.string(),
  payer: z.string().nullable(),
  /** null once paid or canceled, or when no Pix key is configured */
  pix: z
    .object({ payload: z.string(), qrDataUrl: z.string(), merchantName: z.string(), key: z.string() })
    .nullable(),
});
export type PayPageModel = z.infer<typeof payPageModelSchema>;

/** Status only, for the pay page's polling. */
export const payStatusModelSchema = z.object({ status: z.number().int(), paidAt: z.date().nullable() });

/** The Pix receiver as stored or defaulted (`key` '' = not configured yet). */
export const pixSettingsModelSchema = z.object({
  key: z.string(),
  merchantName: z.string(),
  merchantCity: z.string(),
});

import { z } from 'zod';
import { UPLOAD_KINDS } from '../files';
import { parseInstant } from '../format/date';
import { MIN_BUDGET_CENTS, MIN_CASHBACK_CENTS } from '../format/money';
import { FIELD_MESSAGES, maxLengthMessage } from '../messages/field';
import { isValidPixKey } from '../payments/pix';
import { cpfOrEmailField, isWebAddress, moneyCentsField, stripUrlQuery, textField } from './fields';

/**
 * Bodies of the money calls (spec part 1 §5 and §7, part 2 §5 and §7, DESIGN §5 and §8): one schema
 * per form, used by the server's validation and the web's forms. Values are integer cents; a value
 * may come as 500, "500" (the spec's "value sent as digits") or "R$ 5,00".
 */

/** Longest budget / cashback / transaction description. */
export const MONEY_DESCRIPTION_MAX = 2000;
/** Most attachments one budget carries (not in spec). */
export const BUDGET_FILES_MAX = 20;
/** "Envie uma imagem PNG ou JPEG ou um arquivo PDF" (not in spec word for word). */
export const ATTACHMENT_INVALID = 'Envie uma imagem PNG ou JPEG ou um arquivo PDF';

const ATTACHMENT_EXTENSIONS: readonly string[] = [
  ...UPLOAD_KINDS.image.extensions,
  ...UPLOAD_KINDS.pdf.extensions,
];

/** One budget attachment: an uploaded image or PDF address, stored without its signature query. */
export const attachmentField = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .max(2048, maxLengthMessage(2048))
  .refine((v) => {
    const path = stripUrlQuery(v);
    if (!isWebAddress(path)) return false;
    return ATTACHMENT_EXTENSIONS.includes(path.slice(path.lastIndexOf('.') + 1).toLowerCase());
  }, ATTACHMENT_INVALID)
  .transform(stripUrlQuery);

const budgetValue = () => moneyCentsField(MIN_BUDGET_CENTS, FIELD_MESSAGES.budgetMinValue);
const description = () => textField({ max: MONEY_DESCRIPTION_MAX });
const files = () =>
  z
    .array(attachmentField)
    .max(BUDGET_FILES_MAX, `Envie no máximo ${BUDGET_FILES_MAX} arquivos`)
    .nullish()
    .transform((v) => v ?? []);
const id = () => z.string({ error: FIELD_MESSAGES.required }).trim().min(1, FIELD_MESSAGES.required).max(64);

/** The "Enviar orçamento" / "Novo orçamento" edit fields: description, value (min R$ 5,00), files. */
export const budgetUpdateSchema = z.object({
  description: description(),
  value: budgetValue(),
  files: files(),
});
export type BudgetUpdateInput = z.input<typeof budgetUpdateSchema>;
export type BudgetUpdate = z.output<typeof budgetUpdateSchema>;

/** `POST /budget` from a lead: the lead's user and the exhibitor (a non-admin's own company wins). */
export const budgetCreateSchema = budgetUpdateSchema.extend({
  user: id(),
  company: id().nullish(),
  /** the lead the budget answers, when known */
  lead: id().nullish(),
});
export type BudgetCreateInput = z.input<typeof budgetCreateSchema>;
export type BudgetCreate = z.output<typeof budgetCreateSchema>;

const cashbackValue = () => moneyCentsField(MIN_CASHBACK_CENTS, FIELD_MESSAGES.cashbackMinValue);

/** The "Adicionar Cashback" form: CPF or e-mail of the client, value (min R$ 5,00), description. */
export const cashbackFormSchema = z.object({
  user: cpfOrEmailField(),
  value: cashbackValue(),
  description: textField({ required: false, max: MONEY_DESCRIPTION_MAX }),
});
export type CashbackFormInput = z.input<typeof cashbackFormSchema>;

/**
 * `POST /cashback`: the spec's `{ user, value, description }` where `user` is a user id, a CPF or an
 * e-mail, or the same with `document` / `email`; the server finds the client. An admin names the
 * exhibitor in `company`.
 */
export const cashbackCreateSchema = z
  .object({
    user: z.string().trim().max(255).nullish(),
    document: z.string().trim().max(32).nullish(),
    email: z.string().trim().max(255).nullish(),
    value: cashbackValue(),
    description: textField({ required: false, max: MONEY_DESCRIPTION_MAX }),
    company: id().nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.user && !v.document && !v.email)
      ctx.addIssue({ code: 'custom', path: ['user'], message: FIELD_MESSAGES.cpfOrEmail });
  });
export type CashbackCreateInput = z.input<typeof cashbackCreateSchema>;

/** The cashback edit modal: description required, value (min R$ 5,00). */
export const cashbackUpdateSchema = z.object({ description: description(), value: cashbackValue() });
export type CashbackUpdateInput = z.input<typeof cashbackUpdateSchema>;

/** "Editar Orçamento" on /transaction: description and value, only while the payment is pending. */
export const transactionUpdateSchema = z.object({
  description: description(),
  value: budgetValue(),
  /** sent by the spec's web app; not stored (the payer is the transaction's user) */
  document: z.string().trim().max(32).nullish(),
});
export type TransactionUpdateInput = z.input<typeof transactionUpdateSchema>;

/** Pix receiver data an admin sets in the settings screen (defaults from PIX_* env variables). */
export const pixSettingsSchema = z.object({
  key: z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .max(77, maxLengthMessage(77))
    .refine((v) => v === '' || isValidPixKey(v), 'Chave Pix inválida'),
  merchantName: textField({ max: 25 }),
  merchantCity: textField({ max: 15 }),
});
export type PixSettings = z.output<typeof pixSettingsSchema>;
export type PixSettingsInput = z.input<typeof pixSettingsSchema>;

/**
 * What a payment provider posts to `POST /payments/webhook` (signed: HMAC-SHA256 of the raw body in
 * `x-signature`). `status` "paid" or "canceled"; the payment is found by `transactionId` or `txid`.
 * A "paid" delivery must say the `amount` received (integer cents): one that differs from the charge
 * makes the payment "Divergente", never "Pago" (issue 39). There is no default for a missing amount (a
 * provider set up before it would otherwise keep paying short charges): it is refused (400). `paidAt`
 * is when the payer paid (an ISO instant; the server's time when absent).
 */
export const paymentWebhookSchema = z
  .object({
    event: z.string().max(64).nullish(),
    transactionId: z.string().max(64).nullish(),
    txid: z.string().max(35).nullish(),
    status: z.enum(['paid', 'canceled']),
    amount: z.number().int().min(0).max(2_000_000_000).nullish(),
    provider: z.string().max(40).nullish(),
    reference: z.string().max(120).nullish(),
    paidAt: z
      .string()
      .max(40)
      .nullish()
      .transform((v, ctx) => {
        if (v == null || v.trim() === '') return null;
        const at = parseInstant(v);
        if (!at) ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.invalidDate });
        return at;
      }),
  })
  .refine((v) => v.transactionId || v.txid, { message: FIELD_MESSAGES.required, path: ['transactionId'] })
  .refine((v) => v.status !== 'paid' || v.amount != null, {
    message: FIELD_MESSAGES.required,
    path: ['amount'],
  });
export type PaymentWebhook = z.output<typeof paymentWebhookSchema>;

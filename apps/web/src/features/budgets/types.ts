import type { BudgetModel, CashbackModel, TransactionModel } from '@feira/shared';

/** A model as it arrives in JSON: dates are ISO strings. */
type OnTheWire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export type Budget = OnTheWire<BudgetModel>;
export type Cashback = OnTheWire<CashbackModel>;
export type Transaction = OnTheWire<TransactionModel>;

/** The lead a budget is sent to, as the lead screens know it. */
export interface BudgetLead {
  /** the lead's id (optional: a budget may be sent to a person without a lead record) */
  _id?: string | null;
  /** the visitor (user) who receives the budget and its payment link */
  userId: string;
  /** the exhibitor sending it */
  companyId?: string | null;
  fullName?: string | null;
}

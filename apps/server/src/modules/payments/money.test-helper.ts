import type { Harness } from '../../test-support/app-harness';
import { createUserRecord } from '../users/users.service';

export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';
export const PIX_ENV = {
  PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PIX_KEY: 'pagamentos@feira.com.br',
  PIX_MERCHANT_NAME: 'Feira Teste',
  PIX_MERCHANT_CITY: 'São Paulo',
};

/** A visitor (a lead's person): no company, with an e-mail and a CPF. */
export async function addVisitor(h: Harness, tag: string, document?: string) {
  const user = await createUserRecord(h.database.db, {
    firstName: 'Visitante',
    lastName: tag,
    fullName: `Visitante ${tag}`,
    email: `${tag}@visitante.com.br`,
    document: document ?? null,
    role: 'User',
    status: 1,
    companyId: null,
  });
  return user;
}

/** POST /budget as `token` for the visitor; answers the response. */
export function postBudget(h: Harness, token: string, body: Record<string, unknown>) {
  return h.request({ method: 'POST', url: '/api/budget', token, payload: body });
}

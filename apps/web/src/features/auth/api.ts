import type { ChangePasswordBody, RegisterBody, TokenModel } from '@feira/shared';
import { api } from '../../shared/api/client';

/** The session calls of spec part 1 §7 (paths relative to /api). */

export function requestToken(email: string, password: string) {
  return api<TokenModel>('POST', '/token', { body: { email, password } });
}

export function requestRecovery(email: string) {
  return api<unknown>('POST', `/account/${encodeURIComponent(email)}/recovery`);
}

export function confirmRecovery(body: { token: string; password: string; confirmPassword: string }) {
  return api<unknown>('POST', '/account/recovery/confirm', { body });
}

/** An e-mail change's link (issue 37 item 2): confirm from the new address, cancel from the old. */
export function answerEmailChange(action: 'confirm' | 'cancel', token: string) {
  return api<unknown>('POST', `/account/email/${action}`, { body: { token } });
}

/** Answers fresh tokens for one's own password: the change voids the session's older refresh token. */
export function changePassword(userId: string, body: ChangePasswordBody) {
  return api<TokenModel | null>('POST', `/account/${encodeURIComponent(userId)}/changePassword`, { body });
}

/** Account registration: POST /user without a token, role fixed to User; the account starts pending. */
export function registerAccount(body: RegisterBody) {
  return api<unknown>('POST', '/user', { body: { ...body, role: 'User' } });
}

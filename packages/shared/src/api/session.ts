import { z } from 'zod';
import type { Role } from '../roles';

/**
 * Session call contracts (spec part 1 §7 "Session calls"). Request validation schemas with the spec's
 * Portuguese messages live in ../schemas/session.ts; these are the shapes on the wire.
 */

/** The signed-in user as `GET /api/user/me` and `POST /api/token` return it. */
export interface MeUser {
  _id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  role: Role;
  status: number;
  code: string;
  company: { _id: string; name: string; companyType: 'E' | 'M' | 'S' } | null;
}

/** `POST /api/token` and `POST /api/token/refresh` answer this in `model`. */
export interface TokenModel {
  /** short-lived access JWT (bearer) */
  token: string;
  /** longer-lived refresh JWT; send it as `?token=` with `?userId=` to /api/token/refresh */
  refreshToken: string;
  /** access token expiry, epoch milliseconds */
  expiresAt: number;
  user: MeUser;
}

/** Body of `POST /api/account/recovery/confirm` (the new-password page). */
export const recoveryConfirmBodySchema = z.object({
  token: z.string().min(10).max(4000),
  password: z.string().min(6, 'Informe pelo menos 6 caracteres').max(200),
  confirmPassword: z.string().min(1, 'Campo obrigatório').max(200),
});

/** JWT lifetimes. Access tokens are short; the web refreshes when under 5 s remain (spec §4 Session). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const REFRESH_THRESHOLD_MS = 5_000;
export const RECOVERY_TOKEN_TTL_SECONDS = 60 * 60;

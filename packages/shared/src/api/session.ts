import type { CompanyType } from '../enums/company';
import type { Role } from '../roles';

/**
 * Session call contracts (spec part 1 §7 "Session calls"). Request validation schemas with the spec's
 * Portuguese messages (recoveryConfirmBodySchema included) live in ../schemas/session.ts; these are the
 * shapes on the wire.
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
  company: { _id: string; name: string; companyType: CompanyType } | null;
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

/** JWT lifetimes. Access tokens are short; the web refreshes when under 5 s remain (spec §4 Session). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const REFRESH_THRESHOLD_MS = 5_000;
export const RECOVERY_TOKEN_TTL_SECONDS = 60 * 60;

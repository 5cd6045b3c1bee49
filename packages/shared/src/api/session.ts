import type { z } from 'zod';
import type { meUserModelSchema, tokenModelSchema } from '../schemas/models/user';

/**
 * Session call contracts (spec part 1 §7 "Session calls"). Request validation schemas with the spec's
 * Portuguese messages (recoveryConfirmBodySchema included) live in ../schemas/session.ts; these are the
 * shapes on the wire.
 */

/** The signed-in user as `GET /api/user/me` and `POST /api/token` return it. */
export type MeUser = z.infer<typeof meUserModelSchema>;

/** `POST /api/token` and `POST /api/token/refresh` answer this in `model`. */
export type TokenModel = z.infer<typeof tokenModelSchema>;

/** JWT lifetimes. Access tokens are short; the web refreshes when under 5 s remain (spec §4 Session). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const REFRESH_THRESHOLD_MS = 5_000;
export const RECOVERY_TOKEN_TTL_SECONDS = 60 * 60;
/** The welcome e-mail's link to choose one's password (a recovery link that lives longer). */
export const INVITATION_TOKEN_TTL_SECONDS = 3 * 24 * 60 * 60;
/** An e-mail change's confirm and cancel links (issue 37 item 2). */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;

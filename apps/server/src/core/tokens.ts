import {
  ACCESS_TOKEN_TTL_SECONDS,
  INVITATION_TOKEN_TTL_SECONDS,
  RECOVERY_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  type Role,
} from '@feira/shared';
import { type CryptoKey, jwtVerify, SignJWT } from 'jose';

/** `invitation`: the welcome e-mail's link to choose a password, a recovery link that lives longer. */
export type TokenType = 'access' | 'refresh' | 'recovery' | 'invitation';

/**
 * What a token says besides its subject. `pv` (password version) is the account's password change time
 * in epoch ms (0 = never changed) when the token was issued: any password change makes every earlier
 * token of that account void (recovery links, sessions, access tokens), without a list of revocations.
 */
export interface TokenExtra {
  role?: Role;
  /** sign-in session (access and refresh tokens): revoking it ends both */
  sid?: string;
  /** refresh tokens: the session's generation this token may move on (single use) */
  gen?: number;
  pv: number;
}

export interface TokenClaims extends TokenExtra {
  sub: string;
  typ: TokenType;
  /** issued-at, seconds */
  iat: number;
  exp: number;
}

const TTL: Record<TokenType, number> = {
  access: ACCESS_TOKEN_TTL_SECONDS,
  refresh: REFRESH_TOKEN_TTL_SECONDS,
  recovery: RECOVERY_TOKEN_TTL_SECONDS,
  invitation: INVITATION_TOKEN_TTL_SECONDS,
};

/** The password version of an account (see TokenExtra.pv). */
export const passwordVersion = (passwordChangedAt: Date | null): number => passwordChangedAt?.getTime() ?? 0;

/** Verified access tokens kept at most (core/tokens.ts TokenService.verifiedAccess). */
const VERIFIED_ACCESS_MAX = 10_000;

/** HS256 JWTs. Each token carries its type so a refresh or recovery token can never act as an access token. */
export class TokenService {
  /**
   * Imported once: handed the secret's bytes, jose imports a key for every token it signs or verifies,
   * and every API call verifies one (issue 16: importKey showed in the profile of the users list).
   */
  private readonly key: Promise<CryptoKey>;
  constructor(secret: string) {
    const bytes = new TextEncoder().encode(secret);
    this.key = crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  async sign(typ: TokenType, sub: string, extra: TokenExtra): Promise<{ token: string; expiresAt: number }> {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + TTL[typ];
    const token = await new SignJWT({ typ, ...extra })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(await this.key);
    return { token, expiresAt: exp * 1000 };
  }

  /**
   * Access tokens already verified, until their `exp`: every API call carries one, and a client sends
   * the same token for up to 15 minutes, so its signature is checked once, not on every call (the
   * WebCrypto HMAC round trip showed in the users list's profile, issue 16). Only an exact token string
   * that passed the full check below is found here; revocation is not decided by the token (the
   * permission hook checks the session and password version on every call). Bounded: cleared when full.
   */
  private readonly verifiedAccess = new Map<string, Readonly<TokenClaims>>();

  /**
   * Verifies signature, type and the claims every token of ours has; `exp` is required (a token that
   * never expires is refused, not trusted forever). Undefined for anything invalid.
   */
  async verify(token: string, typ: TokenType): Promise<TokenClaims | undefined> {
    if (typ === 'access') {
      const known = this.verifiedAccess.get(token);
      if (known && known.exp * 1000 > Date.now()) return known;
      if (known) this.verifiedAccess.delete(token);
    }
    const claims = await this.verifyUncached(token, typ);
    if (claims && typ === 'access') {
      if (this.verifiedAccess.size >= VERIFIED_ACCESS_MAX) this.verifiedAccess.clear();
      this.verifiedAccess.set(token, Object.freeze(claims));
    }
    return claims;
  }

  private async verifyUncached(token: string, typ: TokenType): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (payload.typ !== typ || typeof payload.sub !== 'string' || typeof payload.pv !== 'number')
        return undefined;
      if ((typ === 'access' || typ === 'refresh') && typeof payload.sid !== 'string') return undefined;
      if (typ === 'refresh' && !Number.isInteger(payload.gen)) return undefined;
      return payload as unknown as TokenClaims;
    } catch {
      return undefined;
    }
  }
}

import {
  ACCESS_TOKEN_TTL_SECONDS,
  RECOVERY_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  type Role,
} from '@feira/shared';
import { jwtVerify, SignJWT } from 'jose';

export type TokenType = 'access' | 'refresh' | 'recovery';

export interface TokenClaims {
  sub: string;
  typ: TokenType;
  role?: Role;
  /** issued-at, seconds */
  iat: number;
  exp: number;
}

const TTL: Record<TokenType, number> = {
  access: ACCESS_TOKEN_TTL_SECONDS,
  refresh: REFRESH_TOKEN_TTL_SECONDS,
  recovery: RECOVERY_TOKEN_TTL_SECONDS,
};

/** HS256 JWTs. Each token carries its type so a refresh or recovery token can never act as an access token. */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(
    typ: TokenType,
    sub: string,
    extra: { role?: Role } = {},
  ): Promise<{ token: string; expiresAt: number }> {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + TTL[typ];
    const token = await new SignJWT({ typ, ...extra })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: exp * 1000 };
  }

  /** Verifies signature, `exp` and type; undefined for anything invalid. */
  async verify(token: string, typ: TokenType): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.typ !== typ || typeof payload.sub !== 'string') return undefined;
      return payload as unknown as TokenClaims;
    } catch {
      return undefined;
    }
  }
}

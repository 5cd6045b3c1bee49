import { type MeUser, normalizeRole, type Role, type TokenModel } from '@feira/shared';
import { useSyncExternalStore } from 'react';

/**
 * The browser session: access token, refresh token, expiry (epoch ms) and the signed-in user, kept in
 * localStorage under these keys so a reload (or another tab) keeps the user signed in.
 */
export const SESSION_KEYS = {
  token: 'feira.token',
  refreshToken: 'feira.refreshToken',
  expiresAt: 'feira.expiresAt',
  user: 'feira.user',
} as const;

export interface Session {
  token: string;
  refreshToken: string;
  expiresAt: number;
  user: MeUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = read();

function read(): Session | null {
  try {
    const token = localStorage.getItem(SESSION_KEYS.token);
    const refreshToken = localStorage.getItem(SESSION_KEYS.refreshToken) ?? '';
    const expiresAt = Number(localStorage.getItem(SESSION_KEYS.expiresAt) ?? 0);
    const rawUser = localStorage.getItem(SESSION_KEYS.user);
    if (!token || !rawUser) return null;
    const user = JSON.parse(rawUser) as MeUser;
    if (!user || typeof user._id !== 'string') return null;
    return { token, refreshToken, expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0, user };
  } catch {
    return null;
  }
}

function write(s: Session | null): void {
  try {
    if (s) {
      localStorage.setItem(SESSION_KEYS.token, s.token);
      localStorage.setItem(SESSION_KEYS.refreshToken, s.refreshToken);
      localStorage.setItem(SESSION_KEYS.expiresAt, String(s.expiresAt));
      localStorage.setItem(SESSION_KEYS.user, JSON.stringify(s.user));
    } else {
      for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
    }
  } catch {
    // storage unavailable (private mode, quota): the session lives in memory only
  }
}

function set(s: Session | null): void {
  current = s;
  write(s);
  for (const l of listeners) l();
}

/** Another tab signed in or out: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || (Object.values(SESSION_KEYS) as string[]).includes(e.key)) {
      current = read();
      for (const l of listeners) l();
    }
  });
}

export function getSession(): Session | null {
  return current;
}

let endedByUser = false;

export function signIn(model: TokenModel): void {
  endedByUser = false;
  set({ token: model.token, refreshToken: model.refreshToken, expiresAt: model.expiresAt, user: model.user });
}

/** Keeps the tokens and replaces the stored user (after GET /user/me). */
export function updateUser(user: MeUser): void {
  if (current) set({ ...current, user });
}

/**
 * Ends the session; the route guard then sends the user to /Login. `byUser` ("Sair") means no
 * "return to where you were" after the next sign-in, unlike an expired session (a 401).
 */
export function signOut(opts: { byUser?: boolean } = {}): void {
  endedByUser = !!opts.byUser;
  if (current) set(null);
}

/** Whether the last sign-out was the user's own choice. */
export function signedOutByUser(): boolean {
  return endedByUser;
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The `sub` claim of a JWT (the user id), or undefined when the token cannot be read. */
export function tokenSubject(token: string): string | undefined {
  try {
    const payload = token.split('.')[1];
    if (!payload) return undefined;
    const b64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The authenticated area needs a token whose embedded user id equals the stored user's id (spec part 1 §2)
 * and a role the app knows. Anything else counts as signed out.
 */
export function isAuthenticated(s: Session | null): s is Session {
  return !!s && !!normalizeRole(s.user.role) && tokenSubject(s.token) === s.user._id;
}

export interface SessionView {
  session: Session | null;
  /** the stored user when authenticated */
  user: MeUser | null;
  /** the canonical role when authenticated */
  role: Role | undefined;
  authenticated: boolean;
}

let cachedFor: Session | null | undefined;
let cachedView: SessionView = { session: null, user: null, role: undefined, authenticated: false };

function snapshot(): SessionView {
  if (cachedFor !== current) {
    const s = current;
    cachedFor = s;
    cachedView = isAuthenticated(s)
      ? { session: s, user: s.user, role: normalizeRole(s.user.role), authenticated: true }
      : { session: s, user: null, role: undefined, authenticated: false };
  }
  return cachedView;
}

/** React view of the session; re-renders on sign-in, sign-out, user update and other tabs' changes. */
export function useSession(): SessionView {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

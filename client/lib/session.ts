/**
 * The session token and the user's role in sessionStorage (SPEC.md §4, §9). The role is the server's, as
 * the sign-in and `auth.me` last told it; it only picks what the panel shows, the server is the lock.
 */
import { ADMIN_ROLE, EDITOR_ROLE, STORAGE_KEYS } from '@shared/constants';

export function getToken(): string | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEYS.token);
}

export function getRole(): string | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEYS.role);
}

/** Every request carries the stored token (SPEC.md §6). */
export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Signed in as someone the panel is for: an admin or an editor. */
export function isSignedIn(): boolean {
  const role = getRole();
  return Boolean(getToken()) && (role === ADMIN_ROLE || role === EDITOR_ROLE);
}

/** Signed in as an admin: the team and the log are shown too. */
export function isAdmin(): boolean {
  return Boolean(getToken()) && getRole() === ADMIN_ROLE;
}

export function storeSession(token: string, role: string): void {
  sessionStorage.setItem(STORAGE_KEYS.token, token);
  storeRole(role);
}

export function storeRole(role: string): void {
  sessionStorage.setItem(STORAGE_KEYS.role, role);
}

/** What the server hands a tab that has no mirror yet (`auth.mirror`). */
export interface SessionMirror {
  token: string;
  role: string;
}

/**
 * A tab without the mirror (sessionStorage is per tab) asks the server, whose cookie session is shared by
 * every tab, for its token and role (DESIGN.md §1). False when there is no live session to restore.
 */
export async function restoreSession(askServer: () => Promise<SessionMirror>): Promise<boolean> {
  if (typeof sessionStorage === 'undefined') return false;
  // A token without a role the panel is for is not kept: a refusal then ends nothing twice.
  sessionStorage.removeItem(STORAGE_KEYS.token);
  sessionStorage.removeItem(STORAGE_KEYS.role);
  const mirror = await askServer().catch(() => null);
  if (!mirror) return false;
  storeSession(mirror.token, mirror.role);
  return isSignedIn();
}

export function clearSession(): void {
  sessionStorage.clear();
}

type ExpiryHandler = () => void;
let expiryHandler: ExpiryHandler = () => window.location.replace('/login');

/** The admin layout installs a router-aware handler; the default reloads onto /login. */
export function onSessionExpired(handler: ExpiryHandler): () => void {
  expiryHandler = handler;
  return () => {
    expiryHandler = () => window.location.replace('/login');
  };
}

/**
 * A 401 from the server (DESIGN.md §1): the session is gone, so clear sessionStorage and send the admin
 * to /login. Only once per session, however many calls fail together.
 */
export function expireSession(): void {
  if (!getToken()) return;
  clearSession();
  expiryHandler();
}

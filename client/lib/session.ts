/** The admin's session token and role in sessionStorage (SPEC.md §4, §9). */
import { ADMIN_ROLE, STORAGE_KEYS } from '../../shared/constants';

export function getToken(): string | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEYS.token);
}

export function getRole(): string | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEYS.role);
}

export function isAdmin(): boolean {
  return Boolean(getToken()) && getRole() === ADMIN_ROLE;
}

export function storeSession(token: string): void {
  sessionStorage.setItem(STORAGE_KEYS.token, token);
  sessionStorage.setItem(STORAGE_KEYS.role, ADMIN_ROLE);
}

export function clearSession(): void {
  sessionStorage.clear();
}

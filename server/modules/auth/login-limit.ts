/**
 * The sign-in limit (DESIGN.md §1): at most LOGIN_LIMIT.failures attempts per key and window reach the
 * password hash. An attempt is reserved before the password is checked, in one transaction over every key
 * it counts against, so parallel, batched and REST attempts cannot slip between a check and a count.
 */
import { LOGIN_LIMIT } from '../../../shared/constants';
import type { Db } from '../../db/connection';
import { countInWindow } from '../../db/window-count';
import { AppError } from '../../errors';
import * as repo from './auth.repository';

/** A browser that signed in before, proved by its signed device cookie (OWASP "device cookies"). */
export interface KnownDevice {
  userId: number;
  deviceId: string;
}

export interface LoginClient {
  ip: string;
  /** The device the browser's cookie names, or null for an unknown browser (legacy clients send none). */
  device: KnownDevice | null;
}

export interface LimitKeys {
  /** Cleared when the sign-in succeeds: the owner has shown the password. */
  owner: string;
  /** Given one attempt back when the sign-in succeeds. */
  shared: string[];
}

/**
 * A known device of this admin counts only its own attempts: strangers failing on the admin's email, or on
 * a shared address (mobile carriers put many phones behind one), cannot lock it out. Its cookie is only
 * issued after a correct password, so an attacker cannot mint more of them to multiply the limit.
 * Any other browser counts against the email and the address.
 */
export function limitKeys(email: string, client: LoginClient, userId: number | null): LimitKeys {
  const device = client.device && userId !== null && client.device.userId === userId ? client.device : null;
  if (device) return { owner: `device:${device.userId}:${device.deviceId}`, shared: [] };
  return { owner: `email:${email}`, shared: [`ip:${client.ip}`] };
}

function tooMany(windowStart: Date, now: Date): AppError {
  const freeAt = windowStart.getTime() + LOGIN_LIMIT.windowMs;
  // Clamped: under load a parallel attempt that took its `now` earlier may have opened the window after it.
  const seconds = Math.min(LOGIN_LIMIT.windowMs / 1000, Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
  return new AppError('TOO_MANY_REQUESTS', 'loginTooMany', { n: Math.ceil(seconds / 60) }, seconds);
}

/**
 * Counts the attempt against every key, all or none: over the limit on any key, the transaction rolls back
 * (a refused attempt costs nothing) and TOO_MANY_REQUESTS is thrown. Keys are locked in sorted order, so two
 * attempts sharing keys never wait on each other in a cycle.
 */
export async function reserveAttempt(db: Db, keys: LimitKeys, now: Date): Promise<void> {
  const expiredBefore = new Date(now.getTime() - LOGIN_LIMIT.windowMs);
  await db.transaction().execute(async (trx) => {
    for (const key of [keys.owner, ...keys.shared].sort()) {
      const row = await countInWindow(trx, 'login_attempt', key, now, expiredBefore);
      if (row.count > LOGIN_LIMIT.failures) throw tooMany(new Date(row.window_start), now);
    }
  });
}

/** A failed attempt stays counted; windows that ended are swept so the table keeps one live row per key. */
export async function recordFailure(db: Db, now: Date): Promise<void> {
  await repo.deleteAttemptsBefore(db, new Date(now.getTime() - LOGIN_LIMIT.windowMs));
}

export async function recordSuccess(db: Db, keys: LimitKeys): Promise<void> {
  await repo.deleteAttempts(db, keys.owner);
  for (const key of keys.shared) await repo.releaseAttempt(db, key);
}

/** Sign-in rules (DESIGN.md §1): one answer for unknown email and wrong password, throttled per email and IP. */
import { randomBytes } from 'node:crypto';
import { ADMIN_ROLE, LOGIN_LIMIT } from '../../../shared/constants';
import { village } from '../../../shared/village';
import type { ChangePasswordInput, LoginInput } from '../../../shared/schemas/auth';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import * as repo from './auth.repository';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';

export interface Actor {
  id: number;
  role: typeof ADMIN_ROLE;
}

function throttleKeys(email: string, ip: string): string[] {
  return [`email:${email.toLowerCase()}`, `ip:${ip}`];
}

async function refuseWhenThrottled(db: Db, keys: string[], now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_LIMIT.windowMs);
  const failures = await repo.selectFailures(db, keys, since);
  const blocking = failures.filter((failure) => Number(failure.count) >= LOGIN_LIMIT.failures);
  if (blocking.length === 0) return;
  const freeAt = Math.max(...blocking.map((failure) => new Date(failure.oldest as Date | string).getTime() + LOGIN_LIMIT.windowMs));
  const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw new AppError('TOO_MANY_REQUESTS', 'loginTooMany', { n: Math.ceil(seconds / 60) }, seconds);
}

/** Checks the credentials; returns the admin, or throws UNAUTHORIZED / TOO_MANY_REQUESTS. */
export async function verifyLogin(db: Db, input: LoginInput, ip: string): Promise<Actor> {
  const now = new Date();
  const email = input.email.toLowerCase();
  const keys = throttleKeys(email, ip);
  await refuseWhenThrottled(db, keys, now);
  const user = await repo.selectUserByEmail(db, email);
  const valid = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !valid || user.role !== ADMIN_ROLE) {
    await repo.deleteFailuresBefore(db, new Date(now.getTime() - LOGIN_LIMIT.windowMs));
    await repo.insertFailures(db, keys);
    throw new AppError('UNAUTHORIZED', 'loginWrongCredentials');
  }
  await repo.deleteFailures(db, `email:${email}`);
  return { id: user.id, role: ADMIN_ROLE };
}

/** Changes the password after checking the current one; every other session of the admin ends. */
export async function changePassword(db: Db, actor: Actor, input: ChangePasswordInput, currentSid: string | null): Promise<void> {
  const user = await repo.selectUserById(db, actor.id);
  if (!user || !(await verifyPassword(input.currentPassword, user.password_hash))) {
    throw new AppError('BAD_REQUEST', 'passwordCurrentWrong');
  }
  await db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, actor.id, await hashPassword(input.newPassword));
    await repo.deleteOtherSessions(trx, actor.id, currentSid);
  });
}

/**
 * Start-up account rule (DESIGN.md §2): the configured admin is upserted; with none configured and none
 * stored, one is created with a random password, which is returned so it can be printed once.
 */
export async function ensureAdmin(
  db: Db,
  configured: { email?: string | undefined; password?: string | undefined },
): Promise<{ email: string; password: string } | null> {
  if (configured.email && configured.password) {
    await repo.upsertUser(db, configured.email.toLowerCase(), await hashPassword(configured.password));
    return null;
  }
  if ((await repo.countAdmins(db)) > 0) return null;
  const generated = { email: village.defaultAdminEmail, password: randomBytes(12).toString('base64url') };
  await repo.upsertUser(db, generated.email, await hashPassword(generated.password));
  return generated;
}

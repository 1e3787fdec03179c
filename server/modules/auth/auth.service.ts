/**
 * Sign-in rules (DESIGN.md §1): one answer for unknown email and wrong password, throttled per email and
 * address, or per device for a browser that signed in before (login-limit.ts).
 */
import { randomBytes } from 'node:crypto';
import { ADMIN_ROLE, EDITOR_ROLE } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { village } from '../../../shared/village';
import type { ChangePasswordInput, LoginInput } from '../../../shared/schemas/auth';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { audit } from '../audit/audit.service';
import * as repo from './auth.repository';
import { limitKeys, recordFailure, recordSuccess, reserveAttempt, type LoginClient } from './login-limit';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
import { endOtherSessions } from './session.service';

export interface Actor {
  id: number;
  /** As stored for the user, read again on every request: a changed role counts at once. */
  role: string;
  /** Signed in with a temporary password: only the password change (and sign-out) is allowed. */
  mustChangePassword: boolean;
}

/** Who is signed in, as the admin panel shows it (`auth.me`). */
export interface Account {
  id: number;
  role: string;
  name: string;
  email: string;
  mustChangePassword: boolean;
}

/** Attempts that reached the password hash in this process; tests read it to prove the limit holds. */
export const loginCounters = { passwordChecks: 0 };

/**
 * Checks the credentials; returns the account, or throws UNAUTHORIZED / TOO_MANY_REQUESTS. The attempt is
 * counted before the password is checked, so only attempts within the limit ever reach scrypt. Only an
 * active admin or editor signs in; an inactive account gets the same answer as a wrong password.
 */
export async function verifyLogin(db: Db, input: LoginInput, client: LoginClient): Promise<Actor> {
  const now = new Date();
  const email = input.email.toLowerCase();
  const user = await repo.selectUserByEmail(db, email);
  const keys = limitKeys(email, client, user?.id ?? null);
  await reserveAttempt(db, keys, now);
  loginCounters.passwordChecks += 1;
  const valid = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !valid || !user.active || !mayEditContent(user)) {
    await recordFailure(db, now);
    await audit(db, { action: 'sign_in_failed', userId: user?.id ?? null, email });
    throw new AppError('UNAUTHORIZED', 'loginWrongCredentials');
  }
  await recordSuccess(db, keys);
  await db.transaction().execute(async (trx) => {
    await repo.updateLastSignIn(trx, user.id, now);
    await audit(trx, { action: 'sign_in', userId: user.id, email: user.email });
  });
  return { id: user.id, role: user.role, mustChangePassword: user.must_change_password };
}

/** The signed-in account as stored now, or null when it is gone or inactive. */
export async function currentAccount(db: Db, actor: Actor): Promise<Account | null> {
  const user = await repo.selectUserById(db, actor.id);
  if (!user?.active) return null;
  return { id: user.id, role: user.role, name: user.name, email: user.email, mustChangePassword: user.must_change_password };
}

/**
 * Changes the password after checking the current one; every other session of the user ends. A temporary
 * password is replaced by one the user chose, so it may not be kept.
 */
export async function changePassword(db: Db, actor: Actor, input: ChangePasswordInput, currentSid: string | null): Promise<void> {
  const user = await repo.selectUserById(db, actor.id);
  if (!user || !(await verifyPassword(input.currentPassword, user.password_hash))) {
    throw new AppError('BAD_REQUEST', 'passwordCurrentWrong');
  }
  if (user.must_change_password && input.newPassword === input.currentPassword) throw new AppError('BAD_REQUEST', 'passwordSameAsTemporary');
  await db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, actor.id, await hashPassword(input.newPassword));
    await endOtherSessions(trx, actor.id, currentSid);
    await audit(trx, { action: 'password_change', userId: actor.id });
  });
}

/**
 * Start-up account rule (DESIGN.md §2): the configured admin is upserted as an active admin; with none
 * configured and none stored, one is created with a random password, which is returned so it can be
 * printed once. Further accounts are made by admins in /admin/pengguna (server/modules/users).
 */
export async function ensureAdmin(
  db: Db,
  configured: { email?: string | undefined; password?: string | undefined },
): Promise<{ email: string; password: string } | null> {
  if (configured.email && configured.password) {
    await repo.upsertAdmin(db, configured.email.toLowerCase(), await hashPassword(configured.password), messages.adminDefaultName);
    return null;
  }
  if ((await repo.countAdmins(db)) > 0) return null;
  const generated = { email: village.defaultAdminEmail, password: randomBytes(12).toString('base64url') };
  await repo.upsertAdmin(db, generated.email, await hashPassword(generated.password), messages.adminDefaultName);
  return generated;
}

/** Whether an actor may manage the team and read its log. */
export function isAdmin(actor: Pick<Actor, 'role'>): boolean {
  return actor.role === ADMIN_ROLE;
}

/** Whether an actor may manage the site's content (and so sign in at all): admins and editors. */
export function mayEditContent(actor: Pick<Actor, 'role'>): boolean {
  return actor.role === ADMIN_ROLE || actor.role === EDITOR_ROLE;
}

/** Whether an actor sees drafts at their public address: an editor or admin past any temporary password. */
export function mayPreviewDrafts(actor: Actor | null): actor is Actor {
  return actor !== null && mayEditContent(actor) && !actor.mustChangePassword;
}

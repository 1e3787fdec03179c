/**
 * The team's accounts, managed by admins (/admin/pengguna): editors manage the content, admins also the
 * team and its log. A new account or a reset gets a random temporary password, returned once and stored
 * only as its hash, which must be replaced at the next sign-in. Every rule is checked inside the change's
 * transaction, with the active admins locked: there is always at least one active admin, and nobody
 * switches their own account off. Deactivating an account or resetting its password ends its sessions at
 * once. Each change is audited in its own transaction.
 */
import { randomBytes } from 'node:crypto';
import { ADMIN_ROLE } from '../../../shared/constants';
import type { UserCreateInput, UserUpdateInput, UserView } from '../../../shared/schemas/users';
import type { Db } from '../../db/connection';
import { AppError, notFound } from '../../errors';
import { audit, changesBetween } from '../audit/audit.service';
import type { Actor } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import { endOtherSessions } from '../auth/session.service';
import * as repo from './users.repository';

/** 12 characters of base64url (72 random bits): short enough to read out, long enough to be unguessable. */
function temporaryPassword(): string {
  return randomBytes(9).toString('base64url');
}

function toView(row: repo.UserRow): UserView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.active,
    mustChangePassword: row.must_change_password,
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  };
}

/** Ordered by name. */
export async function listUsers(db: Db): Promise<UserView[]> {
  return (await repo.selectUsers(db)).map(toView);
}

/** The admins locked, then the account: every change to an account takes its locks in this order. */
async function lockForChange(trx: Db, id: number) {
  const activeAdmins = await repo.lockActiveAdmins(trx);
  const user = await repo.selectUserForUpdate(trx, id);
  if (!user) throw notFound('userNotFound');
  return { activeAdmins, user };
}

/** Whether taking `user` out of the active admins would leave none. */
function isLastActiveAdmin(user: repo.UserRow, activeAdmins: number[]): boolean {
  return user.role === ADMIN_ROLE && user.active && activeAdmins.length <= 1;
}

export async function createUser(db: Db, input: UserCreateInput): Promise<{ id: number; temporaryPassword: string }> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const id = await db.transaction().execute(async (trx) => {
    const created = await repo.insertUser(trx, { ...input, password_hash: passwordHash });
    if (created === undefined) throw new AppError('BAD_REQUEST', 'userEmailTaken');
    await audit(trx, { action: 'user_create', kind: 'user', recordId: created, recordName: input.name, changes: changesBetween({}, { email: input.email, role: input.role }) });
    return created;
  });
  return { id, temporaryPassword: password };
}

/** Name and role; the last active admin keeps the admin role. */
export async function updateUser(db: Db, input: UserUpdateInput): Promise<void> {
  const { id, name, role } = input;
  await db.transaction().execute(async (trx) => {
    const { activeAdmins, user } = await lockForChange(trx, id);
    if (role !== ADMIN_ROLE && isLastActiveAdmin(user, activeAdmins)) throw new AppError('BAD_REQUEST', 'userLastAdmin');
    const changes = changesBetween({ name: user.name, role: user.role }, { name, role });
    if (Object.keys(changes).length === 0) return;
    await repo.updateUser(trx, id, { name, role });
    await audit(trx, { action: 'user_update', kind: 'user', recordId: id, recordName: name, changes });
  });
}

/**
 * Switches an account on or off. Off: its sessions are deleted in the same transaction, so none of them
 * answers again; the actor's own account and the last active admin stay on.
 */
export async function setUserActive(db: Db, actor: Actor, id: number, active: boolean): Promise<void> {
  if (!active && id === actor.id) throw new AppError('BAD_REQUEST', 'userSelfDeactivate');
  await db.transaction().execute(async (trx) => {
    const { activeAdmins, user } = await lockForChange(trx, id);
    if (user.active === active) return;
    if (!active && isLastActiveAdmin(user, activeAdmins)) throw new AppError('BAD_REQUEST', 'userLastAdmin');
    await repo.updateActive(trx, id, active);
    if (!active) await endOtherSessions(trx, id, null);
    await audit(trx, { action: active ? 'user_activate' : 'user_deactivate', kind: 'user', recordId: id, recordName: user.name });
  });
}

/** A new temporary password, returned once; the old one stops working and every session of the account ends. */
export async function resetUserPassword(db: Db, id: number): Promise<{ temporaryPassword: string }> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const user = await repo.selectUserForUpdate(trx, id);
    if (!user) throw notFound('userNotFound');
    await repo.updateTemporaryPassword(trx, id, passwordHash);
    await endOtherSessions(trx, id, null);
    await audit(trx, { action: 'user_password_reset', kind: 'user', recordId: id, recordName: user.name });
  });
  return { temporaryPassword: password };
}

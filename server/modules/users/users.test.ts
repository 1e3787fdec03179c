/**
 * The team's accounts on both databases, over the real HTTP server: admins make, change, switch off and
 * reset accounts; a temporary password opens nothing but the password change; a switched-off account's
 * sessions end at once and it cannot sign in; there is always an active admin, even when two admins
 * demote or switch off each other at the same moment; editors manage the content but not the team or
 * its log; every change leaves an audit row written by its own transaction.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { UserView } from '../../../shared/schemas/users';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { expectApiError } from '../../test-support/contract';
import { databases } from '../../test-support/db';
import { multipart, validFields } from '../../test-support/fixtures';
import { ADMIN, useTestServer } from '../../test-support/http';
import { addUser } from '../../test-support/login';
import { callTrpc } from '../../test-support/trpc-http';
import { listAudit } from '../audit/audit.service';
import { ensureAdmin } from '../auth/auth.service';
import { verifyPassword } from '../auth/password';
import { lockActiveAdmins } from './users.repository';
import { setUserActive, updateUser } from './users.service';

const TEMPORARY = /^[A-Za-z0-9_-]{12}$/;

/** Runs `work` while another transaction holds the active admins' rows, so every call in it waits for the others. */
async function whileAdminsLocked(db: Db, work: () => Promise<unknown>[]): Promise<PromiseSettledResult<unknown>[]> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => undefined as void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = db.transaction().execute(async (trx) => {
    await lockActiveAdmins(trx);
    locked();
    await released;
  });
  await isLocked;
  const calls = work();
  const results = Promise.allSettled(calls);
  // Both calls are waiting on the holder's row locks before it lets go: they then race as closely as they can.
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if ((rows[0]?.n ?? 0) >= calls.length) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  release();
  await holder;
  return results;
}

/** The catalogue key a call was refused with, its error's text for any other failure, or null when it succeeded. */
function refusedWith(result: PromiseSettledResult<unknown>): string | null {
  if (result.status === 'fulfilled') return null;
  return result.reason instanceof AppError ? result.reason.key : String(result.reason);
}

describe.each(databases)('team accounts (%s)', (kind) => {
  const t = useTestServer(kind);
  const admin = (type: 'query' | 'mutation', path: string, input?: unknown) => callTrpc(t.server, type, path, { token: t.token, input });
  const list = async () => (await admin('query', 'users.list')).data as UserView[];
  const adminId = async () => (await t.server.db.selectFrom('admin_user').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow()).id;
  const newest = async () => (await listAudit(t.server.db, {}, 1, 1)).rows[0];
  const sessionsOf = async (id: number) => (await t.server.db.selectFrom('session').select('sid').where('user_id', '=', id).execute()).length;
  const create = async (name: string, email: string, role = 'editor') => {
    const answer = await admin('mutation', 'users.create', { name, email, role });
    expect(answer.status).toBe(200);
    return answer.data as { id: number; temporaryPassword: string };
  };
  /** Signs in with the temporary password and replaces it: an account ready to work. */
  const ready = async (email: string, temporary: string, password = 'kata-sandi-sendiri-1') => {
    const session = await t.server.signIn({ email, password: temporary });
    const changed = await callTrpc(t.server, 'mutation', 'auth.changePassword', { token: session.token, input: { currentPassword: temporary, newPassword: password } });
    expect(changed.status).toBe(200);
    return { ...session, password };
  };

  it('creates an account with a temporary password shown once and stored only as a hash; lists by name', async () => {
    const created = await create('Siti Editor', ' Siti@Contoh.Desa.ID ');
    expect(created.temporaryPassword).toMatch(TEMPORARY);
    const row = await t.server.db.selectFrom('admin_user').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'siti@contoh.desa.id', name: 'Siti Editor', role: 'editor', active: true, must_change_password: true, last_sign_in_at: null });
    expect(row.password_hash).not.toContain(created.temporaryPassword);
    expect(await verifyPassword(created.temporaryPassword, row.password_hash)).toBe(true);

    await create('agus', 'agus@contoh.desa.id', 'admin');
    const users = await list();
    expect(users.map((user) => user.name)).toEqual(['Admin', 'agus', 'Siti Editor']);
    expect(users.find((user) => user.id === created.id)).toEqual({
      id: created.id,
      name: 'Siti Editor',
      email: 'siti@contoh.desa.id',
      role: 'editor',
      active: true,
      mustChangePassword: true,
      lastSignInAt: null,
    });
    expect(await newest()).toMatchObject({ action: 'user_create', kind: 'user', userId: await adminId(), userEmail: ADMIN.email, recordName: 'agus' });
  });

  it('refuses a taken email (any case) and invalid input with their sentences', async () => {
    await create('Budi', 'budi@contoh.desa.id');
    const taken = await admin('mutation', 'users.create', { name: 'Budi Lain', email: 'BUDI@contoh.desa.id', role: 'editor' });
    expect(taken.status).toBe(400);
    expect(taken.error?.message).toBe(messages.userEmailTaken);
    expect((await admin('mutation', 'users.create', { name: ' ', email: 'x@contoh.desa.id', role: 'editor' })).error?.message).toBe(messages.userRequired);
    expect((await admin('mutation', 'users.create', { name: 'X', email: 'bukan-email', role: 'editor' })).error?.message).toBe(messages.emailInvalid);
    expect((await admin('mutation', 'users.create', { name: 'X', email: 'x@contoh.desa.id', role: 'tamu' })).error?.message).toBe(messages.userRoleInvalid);
    const missing = await admin('mutation', 'users.update', { id: 999999, name: 'X', role: 'editor' });
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe(messages.userNotFound);
    expect((await list()).filter((user) => user.email.startsWith('budi'))).toHaveLength(1);
  });

  it('updates name and role, auditing the changed fields; an unchanged save writes nothing', async () => {
    const { id } = await create('Dewi', 'dewi@contoh.desa.id');
    expect((await admin('mutation', 'users.update', { id, name: 'Dewi Lestari', role: 'admin' })).status).toBe(200);
    expect((await list()).find((user) => user.id === id)).toMatchObject({ name: 'Dewi Lestari', role: 'admin' });
    const entry = await newest();
    expect(entry).toMatchObject({ action: 'user_update', kind: 'user', recordId: id, recordName: 'Dewi Lestari', userId: await adminId() });
    expect(entry?.changes).toEqual({ name: ['Dewi', 'Dewi Lestari'], role: ['editor', 'admin'] });
    await admin('mutation', 'users.update', { id, name: 'Dewi Lestari', role: 'admin' });
    expect((await newest())?.id).toBe(entry?.id);
  });

  it('a temporary password opens only me, logout and the password change (403 with its sentence), until it is changed', async () => {
    const { id, temporaryPassword } = await create('Rina', 'rina@contoh.desa.id');
    const login = await callTrpc<{ role: string; mustChangePassword: boolean }>(t.server, 'mutation', 'auth.login', { input: { email: 'rina@contoh.desa.id', password: temporaryPassword } });
    expect(login.data).toMatchObject({ role: 'editor', mustChangePassword: true });
    const { token } = await t.server.signIn({ email: 'rina@contoh.desa.id', password: temporaryPassword });
    const me = await callTrpc(t.server, 'query', 'auth.me', { token });
    expect(me.data).toEqual({ id, role: 'editor', name: 'Rina', email: 'rina@contoh.desa.id', mustChangePassword: true });
    const content = await callTrpc(t.server, 'query', 'dashboard.counts', { token });
    expect(content.status).toBe(403);
    expect(content.error?.message).toBe(messages.passwordChangeRequired);
    expectApiError(await t.server.call('POST', '/api/data/paket', { token, form: multipart(validFields.paket) }), 403, messages.passwordChangeRequired);
    const same = await callTrpc(t.server, 'mutation', 'auth.changePassword', { token, input: { currentPassword: temporaryPassword, newPassword: temporaryPassword } });
    expect(same.error?.message).toBe(messages.passwordSameAsTemporary);

    const changed = await callTrpc(t.server, 'mutation', 'auth.changePassword', { token, input: { currentPassword: temporaryPassword, newPassword: 'kata-sandi-rina-1' } });
    expect(changed.status).toBe(200);
    expect((await callTrpc(t.server, 'query', 'dashboard.counts', { token })).status).toBe(200);
    expect((await t.server.call('POST', '/api/data/paket', { token, form: multipart(validFields.paket) })).status).toBe(201);
    const shown = (await list()).find((user) => user.id === id);
    expect(shown?.mustChangePassword).toBe(false);
    expect(Date.now() - Date.parse(shown?.lastSignInAt ?? '')).toBeLessThan(60_000);
  });

  it('switching an account off ends its sessions at once and it cannot sign in; switched on, it can again', async () => {
    const { id, temporaryPassword } = await create('Joko', 'joko@contoh.desa.id');
    const { token, cookie, password } = await ready('joko@contoh.desa.id', temporaryPassword);
    const second = await t.server.signIn({ email: 'joko@contoh.desa.id', password });
    expect((await callTrpc(t.server, 'query', 'dashboard.counts', { token })).status).toBe(200);
    expect(await sessionsOf(id)).toBe(2);

    expect((await admin('mutation', 'users.setActive', { id, active: false })).status).toBe(200);
    expect(await sessionsOf(id)).toBe(0);
    expect((await callTrpc(t.server, 'query', 'dashboard.counts', { token })).status).toBe(401);
    expect((await callTrpc(t.server, 'query', 'dashboard.counts', { cookie: second.cookie })).status).toBe(401);
    expect((await callTrpc(t.server, 'query', 'auth.me', { cookie })).data).toBeNull();
    expectApiError(await t.server.call('POST', '/api/data/paket', { token: second.token, form: multipart(validFields.paket) }), 401, messages.unauthorized);
    expect((await list()).find((user) => user.id === id)?.active).toBe(false);
    expect(await newest()).toMatchObject({ action: 'user_deactivate', kind: 'user', recordId: id, userId: await adminId() });

    // The right password of a switched-off account gets the wrong-credentials answer, and is logged.
    expectApiError(await t.server.call('POST', '/api/auth/login', { json: { email: 'joko@contoh.desa.id', password } }), 401, messages.loginWrongCredentials);
    expect(await newest()).toMatchObject({ action: 'sign_in_failed', userId: id, userEmail: 'joko@contoh.desa.id' });

    expect((await admin('mutation', 'users.setActive', { id, active: true })).status).toBe(200);
    expect(await newest()).toMatchObject({ action: 'user_activate', kind: 'user', recordId: id });
    const again = await t.server.signIn({ email: 'joko@contoh.desa.id', password });
    expect((await callTrpc(t.server, 'query', 'dashboard.counts', { token: again.token })).status).toBe(200);
  });

  it('only an admin or an editor signs in: any other role gets the wrong-credentials answer', async () => {
    const guest = await addUser(t.server.db, 'tamu@contoh.desa.id', 'tamu');
    expectApiError(await t.server.call('POST', '/api/auth/login', { json: guest }), 401, messages.loginWrongCredentials);
    expect(await newest()).toMatchObject({ action: 'sign_in_failed', userId: guest.id });
    const editor = await addUser(t.server.db, 'masuk@contoh.desa.id', 'editor');
    expect((await t.server.call('POST', '/api/auth/login', { json: editor })).status).toBe(200);
  });

  it('a switched-off account is anonymous on every request, even with a session row left', async () => {
    const { id, temporaryPassword } = await create('Tono', 'tono@contoh.desa.id');
    const { token } = await ready('tono@contoh.desa.id', temporaryPassword);
    // Written around the service, so the session rows stay: the request still finds no one.
    await t.server.db.updateTable('admin_user').set({ active: false }).where('id', '=', id).execute();
    expect(await sessionsOf(id)).toBe(1);
    expect((await callTrpc(t.server, 'query', 'dashboard.counts', { token })).status).toBe(401);
  });

  it('a reset gives a new temporary password once, ends the sessions and refuses the old password', async () => {
    const { id, temporaryPassword } = await create('Wati', 'wati@contoh.desa.id');
    const { token, password } = await ready('wati@contoh.desa.id', temporaryPassword);
    const reset = await admin('mutation', 'users.resetPassword', { id });
    const fresh = (reset.data as { temporaryPassword: string }).temporaryPassword;
    expect(fresh).toMatch(TEMPORARY);
    expect(fresh).not.toBe(temporaryPassword);
    expect(await sessionsOf(id)).toBe(0);
    expect((await callTrpc(t.server, 'query', 'auth.me', { token })).data).toBeNull();
    expect((await list()).find((user) => user.id === id)?.mustChangePassword).toBe(true);
    expect(await newest()).toMatchObject({ action: 'user_password_reset', kind: 'user', recordId: id, recordName: 'Wati', changes: null });
    expectApiError(await t.server.call('POST', '/api/auth/login', { json: { email: 'wati@contoh.desa.id', password } }), 401, messages.loginWrongCredentials);
    const next = await t.server.signIn({ email: 'wati@contoh.desa.id', password: fresh });
    expect((await callTrpc(t.server, 'query', 'dashboard.counts', { token: next.token })).error?.message).toBe(messages.passwordChangeRequired);
  });

  it('nobody switches their own account off; the last active admin is neither demoted nor switched off', async () => {
    const self = await adminId();
    const own = await admin('mutation', 'users.setActive', { id: self, active: false });
    expect(own.status).toBe(400);
    expect(own.error?.message).toBe(messages.userSelfDeactivate);
    // Every other admin off: the test admin is the last active one.
    await t.server.db.updateTable('admin_user').set({ active: false }).where('role', '=', 'admin').where('id', '!=', self).execute();
    const demoted = await admin('mutation', 'users.update', { id: self, name: 'Admin', role: 'editor' });
    expect(demoted.status).toBe(400);
    expect(demoted.error?.message).toBe(messages.userLastAdmin);
    // Switched off by anyone else (the rule is the service's, whoever the transport let through).
    const { id: editor } = await addUser(t.server.db, 'penjaga@contoh.desa.id', 'editor');
    await expect(setUserActive(t.server.db, { id: editor, role: 'editor', mustChangePassword: false }, self, false)).rejects.toMatchObject({ key: 'userLastAdmin' });
    const me = (await list()).find((user) => user.id === self);
    expect(me).toMatchObject({ role: 'admin', active: true });
    expect((await newest())?.action).not.toBe('user_update');
  });

  it('two admins demoting or switching off each other at the same moment leave one active admin', async () => {
    const self = await adminId();
    const other = await addUser(t.server.db, `kedua-${kind}@contoh.desa.id`, 'admin');
    const activeAdmins = () => t.server.db.selectFrom('admin_user').select('id').where('role', '=', 'admin').where('active', '=', true).execute();
    await t.server.db.updateTable('admin_user').set({ active: false }).where('role', '=', 'admin').where('id', 'not in', [self, other.id]).execute();
    const restore = async () => {
      await t.server.db.updateTable('admin_user').set({ role: 'admin', active: true }).where('id', 'in', [self, other.id]).execute();
      // Whichever admin was switched off lost its sessions: the test admin signs in again for the tests after.
      t.token = await t.server.login();
    };
    const actorOf = (id: number) => ({ id, role: 'admin', mustChangePassword: false });
    const race = (work: () => Promise<unknown>[]) => (kind === 'postgres' ? whileAdminsLocked(t.server.db, work) : Promise.allSettled(work()));

    const demotions = await race(() => [
      updateUser(t.server.db, { id: self, name: 'Admin', role: 'editor' }),
      updateUser(t.server.db, { id: other.id, name: 'kedua', role: 'editor' }),
    ]);
    expect(demotions.map(refusedWith).sort()).toEqual(['userLastAdmin', null].sort());
    expect(await activeAdmins()).toHaveLength(1);
    await restore();

    const switchOffs = await race(() => [setUserActive(t.server.db, actorOf(self), other.id, false), setUserActive(t.server.db, actorOf(other.id), self, false)]);
    expect(switchOffs.map(refusedWith).sort()).toEqual(['userLastAdmin', null].sort());
    expect(await activeAdmins()).toHaveLength(1);
    await restore();
  });

  it('an editor manages the content but gets 403 on the team and the log', async () => {
    const editor = await addUser(t.server.db, 'editor@contoh.desa.id', 'editor');
    const { token } = await t.server.signIn(editor);
    expect((await callTrpc(t.server, 'query', 'dashboard.counts', { token })).status).toBe(200);
    expect((await callTrpc(t.server, 'query', 'booking.newCount', { token })).status).toBe(200);
    const created = await t.server.call('POST', '/api/data/paket', { token, form: multipart(validFields.paket) });
    expect(created.status).toBe(201);
    expect((await t.server.call('DELETE', `/api/data/paket/${String(created.body.id)}`, { token })).status).toBe(200);
    for (const [type, path, input] of [
      ['query', 'users.list', undefined],
      ['mutation', 'users.create', { name: 'Penyusup', email: 'penyusup@contoh.desa.id', role: 'admin' }],
      ['mutation', 'users.update', { id: editor.id, name: 'Editor', role: 'admin' }],
      ['mutation', 'users.setActive', { id: await adminId(), active: false }],
      ['mutation', 'users.resetPassword', { id: await adminId() }],
      ['query', 'audit.list', {}],
      ['query', 'audit.users', undefined],
    ] as const) {
      const refused = await callTrpc(t.server, type, path, { token, input });
      expect(refused.status, path).toBe(403);
      expect(refused.error?.message, path).toBe(messages.forbidden);
    }
    expect((await t.server.db.selectFrom('admin_user').select('role').where('id', '=', editor.id).executeTakeFirstOrThrow()).role).toBe('editor');
  });

  it('an audit row is written by the transaction of the change it records', async () => {
    const { id } = await create('Yanto', 'yanto@contoh.desa.id');
    await admin('mutation', 'users.setActive', { id, active: false });
    const entry = await newest();
    expect(entry).toMatchObject({ action: 'user_deactivate', recordId: id });
    const xmin = async (table: 'admin_user' | 'audit_log', where: ReturnType<typeof sql>) =>
      (await sql<{ xmin: string }>`select xmin::text as xmin from ${sql.table(table)} where ${where}`.execute(t.server.db)).rows[0]?.xmin;
    expect(await xmin('audit_log', sql`id = ${entry?.id}`)).toBe(await xmin('admin_user', sql`id = ${id}`));
  });

  it('the configured admin is made an active admin again at start, keeping its name, or named "Admin"', async () => {
    const self = await adminId();
    await t.server.db.updateTable('admin_user').set({ name: '', role: 'editor', active: false, must_change_password: true }).where('id', '=', self).execute();
    await ensureAdmin(t.server.db, ADMIN);
    expect(await t.server.db.selectFrom('admin_user').select(['name', 'role', 'active', 'must_change_password']).where('id', '=', self).executeTakeFirstOrThrow()).toEqual({
      name: messages.adminDefaultName,
      role: 'admin',
      active: true,
      must_change_password: false,
    });
    await t.server.db.updateTable('admin_user').set({ name: 'Kepala Desa' }).where('id', '=', self).execute();
    await ensureAdmin(t.server.db, ADMIN);
    expect((await list()).find((user) => user.id === self)?.name).toBe('Kepala Desa');
    await t.server.db.updateTable('admin_user').set({ name: 'Admin' }).where('id', '=', self).execute();
  });
});

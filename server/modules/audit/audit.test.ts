/**
 * The audit log on both databases, over the real HTTP server: who did what from where, for sign-ins,
 * sign-outs, password changes and every kind of write, over tRPC and REST alike; a row is written in the
 * transaction of its change (a refused write leaves none, a write that fails after its row was written
 * leaves neither); filters and retention.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, type AuditRow } from '../../../shared/schemas/audit';
import { writing } from '../../db/read-cache';
import { records } from '../../records/record-kinds';
import * as repo from '../../records/record.repository';
import { databases } from '../../test-support/db';
import { multipart, validData, validFields } from '../../test-support/fixtures';
import { ADMIN, useTestServer, type JsonObject } from '../../test-support/http';
import { recordForm } from '../../test-support/trpc';
import { audit, listAudit, pruneAudit, withAuditScope } from './audit.service';

const IP = '10.55.0.7';

describe.each(databases)('audit log (%s)', (kind) => {
  const t = useTestServer(kind, { trustProxy: 'loopback' });
  const headers = { 'X-Forwarded-For': IP };
  const newest = async (n = 5) => (await listAudit(t.server.db, {}, 1, n)).rows;
  const adminId = async () => (await t.server.db.selectFrom('admin_user').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow()).id;

  it('a sign-in, a failed one and a sign-out, each with the account, its email and the address', async () => {
    const failed = await t.server.call('POST', '/api/auth/login', { json: { email: ADMIN.email, password: 'salah-sekali-123' }, headers });
    expect(failed.status).toBe(401);
    const [failure] = await newest(1);
    expect(failure).toMatchObject({ action: 'sign_in_failed', userId: await adminId(), userEmail: ADMIN.email, ip: IP });
    const unknown = await t.server.call('POST', '/api/auth/login', { json: { email: 'tamu@contoh.id', password: 'apa-saja-123' }, headers });
    expect(unknown.status).toBe(401);
    expect((await newest(1))[0]).toMatchObject({ action: 'sign_in_failed', userId: null, userEmail: 'tamu@contoh.id', ip: IP });
    const signIn = await t.server.call('POST', '/api/auth/login', { json: ADMIN, headers });
    expect((await newest(1))[0]).toMatchObject({ action: 'sign_in', userId: await adminId(), userEmail: ADMIN.email, ip: IP });
    await t.server.call('POST', '/api/auth/logout', { token: String(signIn.body.token), headers });
    expect((await newest(1))[0]).toMatchObject({ action: 'sign_out', userId: await adminId(), ip: IP });
  });

  it('REST and tRPC writes: create, update with old and new values (images as counts), delete', async () => {
    const created = await t.server.call('POST', '/api/data/paket', { token: t.token, form: multipart(validFields.paket), headers });
    const id = Number(created.body.id);
    expect((await newest(1))[0]).toMatchObject({ action: 'create', kind: 'paket', recordId: id, recordName: 'Paket Perang Obor', userEmail: ADMIN.email, ip: IP, changes: null });
    await t.server.call('PUT', `/api/data/paket/${id}`, { token: t.token, form: multipart({ price: '300000', name: 'Paket Obor Malam' }), headers });
    expect((await newest(1))[0]).toMatchObject({
      action: 'update',
      kind: 'paket',
      recordId: id,
      recordName: 'Paket Obor Malam',
      changes: { name: ['Paket Perang Obor', 'Paket Obor Malam'], price: [250000, 300000] },
    });
    const update = await t.server.call<{ result?: { data: JsonObject } }>('POST', '/trpc/paket.update', {
      token: t.token,
      form: recordForm({ ...validData.paket, name: 'Paket Obor Malam', price: 300000, facilities: ['Makan siang', 'Pemandu', 'Tiket'] }, { id, version: 2, imageIds: [] }),
      headers,
    });
    expect(update.status).toBe(200);
    const [viaTrpc] = await newest(1);
    expect(viaTrpc).toMatchObject({ action: 'update', kind: 'paket', ip: IP, userEmail: ADMIN.email });
    expect(Object.keys(viaTrpc?.changes ?? {}).sort()).toEqual(['description', 'phone']);
    // The row and its audit entry were written by one transaction: Postgres stamps both with its id (xmin).
    const xmin = async (table: 'paket' | 'audit_log', where: ReturnType<typeof sql>) =>
      (await sql<{ xmin: string }>`select xmin::text as xmin from ${sql.table(table)} where ${where}`.execute(t.server.db)).rows[0]?.xmin;
    const [entry] = await newest(1);
    expect(await xmin('audit_log', sql`id = ${entry?.id}`)).toBe(await xmin('paket', sql`id = ${id}`));
    await t.server.call('DELETE', `/api/data/paket/${id}`, { token: t.token, headers });
    expect((await newest(1))[0]).toMatchObject({ action: 'delete', kind: 'paket', recordId: id, recordName: 'Paket Obor Malam' });
  });

  it('a refused write leaves no row; a write that fails after its row rolls back both', async () => {
    const before = (await listAudit(t.server.db, {}, 1, 1)).total;
    const refused = await t.server.call('POST', '/api/data/paket', { token: t.token, form: multipart({ ...validFields.paket, phone: 'abc' }), headers });
    expect(refused.status).toBe(400);
    const missing = await t.server.call('PUT', '/api/data/paket/999999', { token: t.token, form: multipart({ name: 'Tidak ada' }), headers });
    expect(missing.status).toBe(404);
    expect((await listAudit(t.server.db, {}, 1, 1)).total).toBe(before);
    // A transaction that fails after its audit row went in keeps neither (the row is written with the change's `trx`).
    const failing = withAuditScope({ userId: null, ip: IP }, () =>
      writing(t.server.db, async (trx) => {
        await repo.insertRecord(trx, records.paket.table, { ...validData.paket, facilities: [] }, 'published', null);
        await audit(trx, { action: 'create', kind: 'paket', recordName: 'Gagal' });
        throw new Error('gagal setelah dicatat');
      }),
    );
    await expect(failing).rejects.toThrow('gagal setelah dicatat');
    expect((await listAudit(t.server.db, {}, 1, 1)).total).toBe(before);
    expect(await t.server.db.selectFrom('audit_log').select('id').where('record_name', '=', 'Gagal').execute()).toEqual([]);
  });

  it('a password change is logged with its account', async () => {
    const signIn = await t.server.signIn();
    const changed = await t.server.call('POST', '/trpc/auth.changePassword', { token: signIn.token, json: { currentPassword: ADMIN.password, newPassword: ADMIN.password }, headers });
    expect(changed.status).toBe(200);
    expect((await newest(1))[0]).toMatchObject({ action: 'password_change', userId: await adminId(), userEmail: ADMIN.email, ip: IP });
  });

  it("names each row's account as it is named now, beside the email it had; a failed sign-in of no account has no name", async () => {
    type Answer<T> = { result?: { data: T } };
    // Signed in afresh: the password change above ended the other sessions.
    const { token } = await t.server.signIn();
    const read = async <T>(procedure: string, input?: unknown) =>
      (await t.server.call<Answer<T>>('GET', `/trpc/audit.${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, { token })).body.result?.data;
    await t.server.call('POST', '/api/auth/login', { json: { email: 'tamu@contoh.id', password: 'apa-saja-123' }, headers });
    await t.server.db.updateTable('admin_user').set({ name: 'Bu Lurah' }).where('email', '=', ADMIN.email).execute();
    await t.server.call('POST', '/api/data/paket', { token, form: multipart(validFields.paket), headers });
    const rows = (await read<{ rows: AuditRow[] }>('list', { page: 1 }))?.rows ?? [];
    expect(rows[0]).toMatchObject({ action: 'create', userId: await adminId(), userEmail: ADMIN.email, userName: 'Bu Lurah' });
    expect(rows[1]).toMatchObject({ action: 'sign_in_failed', userId: null, userEmail: 'tamu@contoh.id', userName: '' });
    // Earlier rows of the account are named too: the name is the account's, not the row's.
    expect(rows.filter((row) => row.userId === rows[0]?.userId).every((row) => row.userName === 'Bu Lurah')).toBe(true);
    expect(await read('users')).toEqual([{ id: await adminId(), email: ADMIN.email, name: 'Bu Lurah' }]);
    await t.server.db.updateTable('admin_user').set({ name: '' }).where('email', '=', ADMIN.email).execute();
  });

  it('filters by account, action, kind and day; pages newest first; old rows are removed after the retention period', async () => {
    const deletes = await listAudit(t.server.db, { action: 'delete' }, 1, AUDIT_PAGE_SIZE);
    expect(deletes.rows.length).toBeGreaterThan(0);
    expect(deletes.rows.every((row) => row.action === 'delete')).toBe(true);
    expect((await listAudit(t.server.db, { kind: 'paket', userId: await adminId() }, 1, AUDIT_PAGE_SIZE)).rows.every((row) => row.kind === 'paket')).toBe(true);
    const today = new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const all = await listAudit(t.server.db, {}, 1, AUDIT_PAGE_SIZE);
    expect((await listAudit(t.server.db, { from: today, to: today }, 1, AUDIT_PAGE_SIZE)).total).toBe(all.total);
    expect((await listAudit(t.server.db, { from: '2020-01-01', to: '2020-12-31' }, 1, AUDIT_PAGE_SIZE)).total).toBe(0);
    const times = all.rows.map((row) => Date.parse(row.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await listAudit(t.server.db, {}, 2, 2);
    expect(second.rows.map((row) => row.id)).toEqual(all.rows.slice(2, 4).map((row) => row.id));
    expect(await pruneAudit(t.server.db, 365, new Date(Date.now() + 364 * 24 * 60 * 60 * 1000))).toBe(0);
    expect(await pruneAudit(t.server.db, 365, new Date(Date.now() + 366 * 24 * 60 * 60 * 1000))).toBe(all.total);
  });
});

/**
 * The panel's backup download over HTTP, on both databases: a POST only (a GET is 405), refused to another
 * site (403) like every mutation; anonymous 401 and a signed-in editor 403, each with its catalogue sentence;
 * an admin gets an archive as an attachment that checks out whole, without the failed sign-ins of the audit
 * log, and the download is listed by `backup.list` (admins only) and in the audit log. One backup at a time:
 * a second asked while the first is made or sent is 409.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { BACKUP_DOWNLOAD_PATH, type BackupEntry } from '../../shared/schemas/backup';
import { readTables, verifyArchive } from '../modules/backup/archive-reader';
import { databases } from '../test-support/db';
import { ADMIN, useTestServer } from '../test-support/http';

interface TrpcAnswer<T> {
  result?: { data: T };
  error?: { message: string; data: { httpStatus: number } };
}

describe.each(databases)('backup download (%s)', (kind) => {
  const t = useTestServer(kind);
  let work: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'tegalsambi-download-test-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  /** An admin's download over the bearer token, as bytes. */
  const download = async () => {
    const response = await fetch(t.server.url + BACKUP_DOWNLOAD_PATH, { method: 'POST', headers: { Authorization: `Bearer ${t.token}` } });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const setRole = (role: string) => t.server.db.updateTable('admin_user').set({ role }).where('email', '=', ADMIN.email).execute();

  it('answers a GET 405 with the sentence and Allow: POST, even to a signed-in admin', async () => {
    const { cookie } = await t.server.signIn();
    for (const headers of [{}, { Cookie: cookie }, { Authorization: `Bearer ${t.token}` }] as Record<string, string>[]) {
      const answer = await t.server.call('GET', BACKUP_DOWNLOAD_PATH, { headers });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST');
      expect(answer.body).toEqual({ message: messages.adminBackupPostOnly });
    }
    expect(await t.server.db.selectFrom('backup_log').select('id').execute()).toEqual([]);
  });

  it('refuses another site’s POST made with the admin’s cookie (403) and makes no backup', async () => {
    const { cookie } = await t.server.signIn();
    const answer = await t.server.call('POST', BACKUP_DOWNLOAD_PATH, { headers: { Cookie: cookie, Origin: 'http://127.0.0.1:1' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: messages.forbiddenOrigin });
    expect(await t.server.db.selectFrom('backup_log').select('id').execute()).toEqual([]);
  });

  it('answers 401 with the sentence to a visitor', async () => {
    const answer = await t.server.call('POST', BACKUP_DOWNLOAD_PATH);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: messages.unauthorized });
  });

  it('answers 403 with the sentence to an editor, by token and by cookie; the list too', async () => {
    const { cookie } = await t.server.signIn();
    await setRole('editor');
    try {
      const byToken = await t.server.call('POST', BACKUP_DOWNLOAD_PATH, { token: t.token });
      expect(byToken.status).toBe(403);
      expect(byToken.body).toEqual({ message: messages.forbidden });
      const byCookie = await t.server.call('POST', BACKUP_DOWNLOAD_PATH, { headers: { Cookie: cookie } });
      expect(byCookie.status).toBe(403);
      const list = await t.server.call<TrpcAnswer<BackupEntry[]>>('GET', '/trpc/backup.list', { token: t.token });
      expect(list.body.error?.data.httpStatus).toBe(403);
    } finally {
      await setRole('admin');
    }
    expect(await t.server.db.selectFrom('backup_log').select('id').execute()).toEqual([]);
  });

  it('streams a whole archive to an admin as an attachment, then lists it and logs it', async () => {
    const origin = new URL(t.server.url).origin;
    const response = await fetch(t.server.url + BACKUP_DOWNLOAD_PATH, { method: 'POST', headers: { Authorization: `Bearer ${t.token}`, Origin: origin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="cadangan-tegalsambi-\d{8}-\d{4}\.tar\.gz"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    const file = path.join(work, 'download.tar.gz');
    await writeFile(file, bytes);
    const manifest = await verifyArchive(file);
    expect(manifest.tables.find((table) => table.name === 'admin_user')?.rows).toBe(1);
    expect(manifest.tables.map((table) => table.name)).not.toContain('session');

    const list = await t.server.call<TrpcAnswer<BackupEntry[]>>('GET', '/trpc/backup.list', { token: t.token });
    expect(list.body.result?.data).toEqual([
      { id: expect.any(Number), createdAt: expect.any(String), kind: 'download', userEmail: ADMIN.email, fileName: disposition.slice(22, -1), bytes: bytes.length },
    ]);
    const logged = await t.server.db.selectFrom('audit_log').select(['action', 'user_email', 'record_name', 'changes']).where('action', '=', 'backup').execute();
    expect(logged).toEqual([{ action: 'backup', user_email: ADMIN.email, record_name: disposition.slice(22, -1), changes: { bytes: [null, bytes.length] } }]);
  });

  it('leaves the failed sign-ins (visitors’ addresses) out of the archive, and keeps the rest of the log', async () => {
    const wrong = await t.server.call('POST', '/api/auth/login', { json: { email: 'tamu@contoh.id', password: 'salah-sekali-1' } });
    expect(wrong.status).toBe(401);
    const failed = await t.server.db.selectFrom('audit_log').select('id').where('action', '=', 'sign_in_failed').execute();
    expect(failed.length).toBeGreaterThan(0);
    const file = path.join(work, 'no-sign-in-failures.tar.gz');
    await writeFile(file, await download());
    const manifest = await verifyArchive(file);
    const actions: string[] = [];
    for await (const batch of readTables(file, manifest, 1 << 20)) {
      if (batch.table.name === 'audit_log') actions.push(...(JSON.parse(batch.json) as { action: string }[]).map((row) => row.action));
    }
    expect(actions).toContain('sign_in');
    expect(actions).toContain('backup');
    expect(actions).not.toContain('sign_in_failed');
    expect(manifest.tables.map((table) => table.name)).not.toContain('login_attempt');
  });

  it('makes one backup at a time: a second asked meanwhile is 409 with the sentence, and a later one is made', async () => {
    const before = (await t.server.db.selectFrom('backup_log').select('id').execute()).length;
    const answers = await Promise.all([1, 2, 3].map(() => t.server.call('POST', BACKUP_DOWNLOAD_PATH, { token: t.token })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409)) expect(answer.body).toEqual({ message: messages.adminBackupBusy });
    expect((await t.server.db.selectFrom('backup_log').select('id').execute()).length).toBe(before + 1);
    // The gate opens once the server has finished sending, a moment after the client read the last byte.
    await expect.poll(async () => (await t.server.call('POST', BACKUP_DOWNLOAD_PATH, { token: t.token })).status, { interval: 50, timeout: 5000 }).toBe(200);
  });

  it('answers the command line route only on a server holding the embedded database', async () => {
    const answer = await t.server.call('GET', '/internal/backup', { headers: { 'x-backup-key': 'x'.repeat(43) } });
    expect(answer.headers.get('content-type')).not.toBe('application/gzip');
  });
});

/**
 * The panel's backup download over HTTP, on both databases: anonymous 401 and a signed-in editor 403, each
 * with its catalogue sentence; an admin gets an archive as an attachment that checks out whole, and the
 * download is listed by `backup.list` (admins only) and in the audit log.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { BACKUP_DOWNLOAD_PATH, type BackupEntry } from '../../shared/schemas/backup';
import { verifyArchive } from '../modules/backup/archive-reader';
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

  const setRole = (role: string) => t.server.db.updateTable('admin_user').set({ role }).where('email', '=', ADMIN.email).execute();

  it('answers 401 with the sentence to a visitor', async () => {
    const answer = await t.server.call('GET', BACKUP_DOWNLOAD_PATH);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: messages.unauthorized });
  });

  it('answers 403 with the sentence to an editor, by token and by cookie; the list too', async () => {
    const { cookie } = await t.server.signIn();
    await setRole('editor');
    try {
      const byToken = await t.server.call('GET', BACKUP_DOWNLOAD_PATH, { token: t.token });
      expect(byToken.status).toBe(403);
      expect(byToken.body).toEqual({ message: messages.forbidden });
      const byCookie = await t.server.call('GET', BACKUP_DOWNLOAD_PATH, { headers: { Cookie: cookie } });
      expect(byCookie.status).toBe(403);
      const list = await t.server.call<TrpcAnswer<BackupEntry[]>>('GET', '/trpc/backup.list', { token: t.token });
      expect(list.body.error?.data.httpStatus).toBe(403);
    } finally {
      await setRole('admin');
    }
    expect(await t.server.db.selectFrom('backup_log').select('id').execute()).toEqual([]);
  });

  it('streams a whole archive to an admin as an attachment, then lists it and logs it', async () => {
    const response = await fetch(t.server.url + BACKUP_DOWNLOAD_PATH, { headers: { Authorization: `Bearer ${t.token}` } });
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

  it('answers the command line route only on a server holding the embedded database', async () => {
    const answer = await t.server.call('GET', '/internal/backup', { headers: { 'x-backup-key': 'x'.repeat(43) } });
    expect(answer.headers.get('content-type')).not.toBe('application/gzip');
  });
});

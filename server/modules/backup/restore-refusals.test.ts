/**
 * What a restore refuses, on both databases, each with its own sentence and without writing anything: a
 * database that holds data (unless --replace), an archive made by a newer version, one of an unknown
 * format version, a truncated file, a flipped byte (in the compressed file, or in a table with its
 * checksum left as it was). An archive that passes every check but fails while loading rolls the whole
 * restore back, the emptying of --replace included. With --replace a good archive replaces everything.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attractionInput } from '../../../shared/schemas/attraction';
import { paketInput } from '../../../shared/schemas/paket';
import type { Db } from '../../db/connection';
import { records } from '../../records/record-kinds';
import { createRecord } from '../../records/record.service';
import { createTestDb, databases, SETUP_TIMEOUT, type TestDb } from '../../test-support/db';
import { fingerprint } from '../../test-support/db-snapshot';
import { jpeg, validData } from '../../test-support/fixtures';
import { ADMIN } from '../../test-support/http';
import { ensureAdmin } from '../auth/auth.service';
import { BackupError, MANIFEST_ENTRY, type Manifest } from './archive-format';
import { verifyArchive } from './archive-reader';
import { createBackupFile } from './backup.service';
import { restoreArchive } from './restore.service';

interface Entry {
  name: string;
  data: Buffer;
}

/** The archive's entries, unpacked (small archives only: a test's). */
async function unpack(file: string): Promise<Entry[]> {
  const extract = tar.extract();
  Readable.from(gunzipSync(await readFile(file))).pipe(extract);
  const entries: Entry[] = [];
  for await (const entry of extract) entries.push({ name: entry.header.name, data: await buffer(entry) });
  return entries;
}

async function pack(file: string, entries: Entry[]): Promise<void> {
  const packer = tar.pack();
  for (const entry of entries) packer.entry({ name: entry.name, size: entry.data.length }, entry.data);
  packer.finalize();
  await writeFile(file, gzipSync(await buffer(packer)));
}

/** The archive with its manifest changed by `change` and, when given, one table's lines by `lines`. */
async function rewritten(from: string, to: string, change: (manifest: Manifest) => void, table?: { name: string; lines: (lines: string[]) => string[] }) {
  const entries = await unpack(from);
  const manifest = JSON.parse(entries[0]?.data.toString() ?? '') as Manifest;
  if (table) {
    const entry = entries.find((candidate) => candidate.name === `tables/${table.name}.ndjson`);
    const listed = manifest.tables.find((candidate) => candidate.name === table.name);
    if (!entry || !listed) throw new Error(`no table ${table.name}`);
    const lines = table.lines(entry.data.toString().split('\n').filter(Boolean));
    entry.data = Buffer.from(lines.map((line) => `${line}\n`).join(''));
    Object.assign(listed, { rows: lines.length, bytes: entry.data.length, sha256: createHash('sha256').update(entry.data).digest('hex') });
  }
  change(manifest);
  entries[0] = { name: MANIFEST_ENTRY, data: Buffer.from(JSON.stringify(manifest)) };
  await pack(to, entries);
  return to;
}

/** What `npm run restore` does with a file: check it whole, then load it. */
async function restore(db: Db, file: string, replace = false): Promise<void> {
  await restoreArchive(db, file, await verifyArchive(file), { replace });
}

describe.each(databases)('restore refusals (%s)', (kind) => {
  let source: TestDb;
  let target: TestDb;
  let work: string;
  let good: string;
  let before: Record<string, string>;
  const file = (name: string) => path.join(work, name);

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'tegalsambi-restore-test-'));
    source = await createTestDb(kind);
    await ensureAdmin(source.db, ADMIN);
    await createRecord(source.db, records.attraction, attractionInput.parse(validData.attraction), { files: [await jpeg(64, 48), await jpeg(48, 64)] });
    await createRecord(source.db, records.paket, paketInput.parse({ name: 'Paket Obor', description: 'Menonton Perang Obor.', price: 150000, phone: '081234567890', facilities: [] }));
    good = (await createBackupFile(source.db, file('good.tar.gz'))).file;
    // A site already in use: its own account, a record of its own, and a session.
    target = await createTestDb(kind);
    await ensureAdmin(target.db, { email: 'lama@test.desa.id', password: 'kata-sandi-lama-1' });
    await createRecord(target.db, records.paket, paketInput.parse({ name: 'Paket Lama', description: 'Data sebelum pemulihan.', price: 1000, phone: '081234567890', facilities: [] }));
    await target.db.insertInto('session').values({ sid: 'sesi-lama', data: '{}', expires_at: new Date(Date.now() + 60_000) }).execute();
    before = await fingerprint(target.db);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await target?.close();
    await source?.close();
    await rm(work, { recursive: true, force: true });
  });

  const refused = async (archive: string, sentence: RegExp, replace = false) => {
    const failure = await restore(target.db, archive, replace).then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(BackupError);
    expect((failure as Error).message).toMatch(sentence);
    expect(await fingerprint(target.db)).toEqual(before);
  };

  it('refuses a database that holds data without --replace', async () => {
    await refused(good, /^The target database is not empty \(rows in .*paket.*\)\. Run the restore again with --replace to overwrite it\.$/);
  });

  it('refuses an archive made by a newer version of the app', async () => {
    const newer = await rewritten(good, file('newer.tar.gz'), (manifest) => (manifest.schemaVersion = '2999_12_31_2359_from_the_future'));
    await refused(newer, /^The archive was made by a newer version of the app \(schema 2999_12_31_2359_from_the_future\); this version knows up to \d{4}_\d{2}_\d{2}_\d{4}_\w+\. Update the app, then restore\.$/, true);
  });

  it('refuses a format version it does not know', async () => {
    const later = await rewritten(good, file('format.tar.gz'), (manifest) => Object.assign(manifest, { formatVersion: 2 }));
    await refused(later, /^The archive has format version 2; this version of the app reads format version 1\.$/, true);
  });

  it('refuses a truncated file', async () => {
    const bytes = await readFile(good);
    await writeFile(file('truncated.tar.gz'), bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await refused(file('truncated.tar.gz'), /^The archive is incomplete \(the file ends too early\)/, true);
  });

  it('refuses a file with one byte flipped', async () => {
    const bytes = Buffer.from(await readFile(good));
    const at = Math.floor(bytes.length / 2);
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    await writeFile(file('flipped.tar.gz'), bytes);
    await refused(file('flipped.tar.gz'), /^The archive is (damaged|incomplete)/, true);
  });

  it('refuses a table whose bytes changed under an unchanged manifest (checksum)', async () => {
    const entries = await unpack(good);
    const images = entries.find((entry) => entry.name === 'tables/image.ndjson');
    if (!images) throw new Error('no image table');
    const at = images.data.indexOf('"data_1600":"') + 20;
    images.data[at] = images.data[at] === 0x41 ? 0x42 : 0x41;
    await pack(file('tampered.tar.gz'), entries);
    await refused(file('tampered.tar.gz'), /^The archive is damaged: the checksum \(SHA-256\) of table image does not match the manifest\.$/, true);
  });

  it('rolls everything back, --replace included, when a row fails to load', async () => {
    // Checksums made to match: only the database can refuse the row (an attraction of an unknown category).
    const broken = await rewritten(good, file('broken.tar.gz'), () => undefined, {
      name: 'attraction',
      lines: (lines) => [...lines.slice(0, -1), (lines.at(-1) ?? '').replace(/"category":"[^"]*"/, '"category":"Tidak Ada"')],
    });
    await expect(restore(target.db, broken, true)).rejects.toThrow(/^Nothing was restored, the database is as it was: .*attraction_category_check/);
    expect(await fingerprint(target.db)).toEqual(before);
  });

  it('replaces everything with --replace: rows as in the archive, the old account and sessions gone', async () => {
    await restore(target.db, good, true);
    const [pakets, users, sessions, images] = await Promise.all([
      target.db.selectFrom('paket').select('name').orderBy('id').execute(),
      target.db.selectFrom('admin_user').select('email').execute(),
      target.db.selectFrom('session').select('sid').execute(),
      target.db.selectFrom('image').select('id').execute(),
    ]);
    const sourcePakets = await source.db.selectFrom('paket').select('name').orderBy('id').execute();
    expect(pakets).toEqual(sourcePakets);
    expect(users).toEqual([{ email: ADMIN.email }]);
    expect(sessions).toEqual([]);
    expect(images.length).toBe((await source.db.selectFrom('image').select('id').execute()).length);
  });
});

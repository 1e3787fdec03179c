/**
 * Backup and restore, round trip, on real databases of both kinds: the demo content plus changes (images
 * reordered, a second account, a booking request, a draft, a record in the trash) is backed up while
 * transactions of two rows each keep committing, and restored into a new database of the other kind. The
 * archive holds one snapshot (every pair whole or absent), the restored database equals the source at that
 * snapshot row by row and byte by byte, and the app started on it answers as the original did.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_KINDS } from '../../../shared/constants';
import { attractionInput } from '../../../shared/schemas/attraction';
import { bookingInput } from '../../../shared/schemas/booking';
import type { ImageRef } from '../../../shared/schemas/common';
import type { Db } from '../../db/connection';
import { writing } from '../../db/read-cache';
import { seedDemo } from '../../demo/seed';
import { records } from '../../records/record-kinds';
import { deleteRecord, getRecord, updateRecord } from '../../records/record.service';
import { createEmptyTestDb, createTestDb, databases, SETUP_TIMEOUT, type DatabaseKind, type TestDb } from '../../test-support/db';
import { tableRows } from '../../test-support/db-snapshot';
import { startTestServer, type TestServer } from '../../test-support/http';
import { hashPassword } from '../auth/password';
import { createBooking } from '../booking/booking.service';
import { saveTourismLog } from '../stats/tourism-log.service';
import { EXCLUDED_TABLES } from './archive-format';
import { verifyArchive } from './archive-reader';
import { createBackupFile } from './backup.service';
import { restoreArchive } from './restore.service';
import { readSequence, readTables } from './table-catalog';

/** The kind a backup of `kind` is restored into: the other one when both run. */
const otherKind = (kind: DatabaseKind): DatabaseKind => (kind === 'pglite' && databases.includes('postgres') ? 'postgres' : 'pglite');

const PAIR_KIND = 'backup-pair';

/**
 * Commits transactions that each write two rows, `pair-N`, one after another until stopped: one into
 * audit_log, which a backup reads early, and one into map_location, read after the images, late. A backup
 * that was not one snapshot would hold pairs committed in between by their second half only.
 */
function writePairs(db: Db) {
  let stopped = false;
  let written = 0;
  const done = (async () => {
    while (!stopped) {
      const name = `pair-${written + 1}`;
      await writing(db, async (trx) => {
        await trx.insertInto('audit_log').values({ action: 'create', kind: PAIR_KIND, record_name: name, user_email: '', ip: '' }).execute();
        await trx.insertInto('map_location').values({ name, category: 'kantor', latitude: -6.6, longitude: 110.65, embed_url: '' }).execute();
      });
      written += 1;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  return {
    written: () => written,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/** The pairs' names found in each of the two tables. */
async function pairNames(db: Db): Promise<{ early: string[]; late: string[] }> {
  const early = await db.selectFrom('audit_log').select('record_name').where('kind', '=', PAIR_KIND).orderBy('id').execute();
  const late = await db.selectFrom('map_location').select('name').where('name', 'like', 'pair-%').orderBy('id').execute();
  return { early: early.map((row) => row.record_name ?? ''), late: late.map((row) => row.name) };
}

/** The changes beyond the demo content the round trip must carry. */
async function changeContent(db: Db): Promise<void> {
  const [withImages] = (await db.selectFrom('image').select(['owner_id', (eb) => eb.fn.countAll<number>().as('n')]).where('owner_type', '=', 'attraction').groupBy('owner_id').having((eb) => eb.fn.countAll(), '>=', 2).execute());
  if (!withImages) throw new Error('the demo content has no attraction with two images');
  const record = await getRecord(db, records.attraction, withImages.owner_id);
  const reversed = record.images.map((image: ImageRef) => image.id).reverse();
  await updateRecord(db, records.attraction, record.id, attractionInput.parse(record), { files: [], keepIds: reversed });
  await updateRecord(db, records.attraction, record.id, attractionInput.parse({ ...record, name: 'Pantai Draf' }), { files: [], keepIds: reversed }, { status: 'draft' });
  const [trashed] = await db.selectFrom('facility').select('id').orderBy('id', 'desc').limit(1).execute();
  if (trashed) await deleteRecord(db, records.facility, trashed.id);
  await db.insertInto('admin_user').values({ email: 'editor@test.desa.id', password_hash: await hashPassword('kata-sandi-editor-1'), role: 'editor', name: 'Editor Desa' }).execute();
  // A package that runs every day (the Perang Obor one runs on its day only).
  const [paket] = await db.selectFrom('paket').select(['id', 'name']).where('deleted_at', 'is', null).where(sql<number>`cardinality(run_dates)`, '=', 0).limit(1).execute();
  if (!paket) throw new Error('the demo content has no paket');
  const visit = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const request = bookingInput.parse({ target: 'paket', target_id: paket.id, name: 'Siti Aminah', whatsapp: '081234567890', visit_date: visit, people: 4, note: 'Rombongan keluarga.' });
  await createBooking(db, request, '10.1.2.3');
  await saveTourismLog(db, { month: visit.slice(0, 7), target: 'paket', target_id: paket.id, visitors_domestic: 40, visitors_foreign: 3, groups: 2, income: 6_000_000, version: 0 }, null);
}

describe.each(databases.map((kind) => [kind, otherKind(kind)] as const))('backup and restore (%s → %s)', (kind, targetKind) => {
  let source: TestServer;
  let target: TestDb;
  let restoredApp: TestServer | undefined;
  let work: string;
  let pairsAtEnd = 0;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'tegalsambi-backup-test-'));
    source = await startTestServer(kind);
    await seedDemo(source.db);
    await changeContent(source.db);
    // Postgres: a database with nothing in it, not even the migrations (cheap to make). The embedded one
    // starts migrated, as initdb costs seconds; the CLI test restores into a new embedded folder.
    target = targetKind === 'postgres' ? await createEmptyTestDb(targetKind) : await createTestDb(targetKind);
    const file = path.join(work, 'cadangan.tar.gz');
    const pairs = writePairs(source.db);
    while (pairs.written() < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    await createBackupFile(source.db, file);
    // Some pairs commit after the snapshot too, so the archive is known to have been made amid them.
    const after = pairs.written() + 3;
    while (pairs.written() < after) await new Promise((resolve) => setTimeout(resolve, 5));
    await pairs.stop();
    pairsAtEnd = pairs.written();
    await restoreArchive(target.db, file, await verifyArchive(file));
  }, SETUP_TIMEOUT * 2);

  afterAll(async () => {
    await restoredApp?.close();
    await target?.close();
    await source?.close();
    await rm(work, { recursive: true, force: true });
  }, SETUP_TIMEOUT);

  it('holds one snapshot: each two-row transaction wholly in or wholly out', async () => {
    const { early, late } = await pairNames(target.db);
    expect(early.length).toBeGreaterThanOrEqual(3);
    expect(early.length).toBeLessThan(pairsAtEnd);
    // The pairs in are the first ones committed, without a gap, each with both its rows.
    expect(early).toEqual(Array.from({ length: early.length }, (_, index) => `pair-${index + 1}`));
    expect(late).toEqual(early);
  });

  it('restores every table row by row and every image and PDF byte, ids and accounts exactly', async () => {
    const restoredPairs = new Set((await pairNames(target.db)).early);
    const [from, to] = await Promise.all([tableRows(source.db, EXCLUDED_TABLES), tableRows(target.db, EXCLUDED_TABLES)]);
    // The source as it was at the snapshot: without the pairs committed after it.
    const atSnapshot = (rows: string[] | undefined, pairOf: (row: Record<string, unknown>) => string | null) =>
      (rows ?? []).filter((row) => {
        const pair = pairOf(JSON.parse(row) as Record<string, unknown>);
        return pair === null || restoredPairs.has(pair);
      });
    from.set('audit_log', atSnapshot(from.get('audit_log'), (row) => (row.kind === PAIR_KIND ? String(row.record_name) : null)));
    from.set('map_location', atSnapshot(from.get('map_location'), (row) => (String(row.name).startsWith('pair-') ? String(row.name) : null)));
    expect([...to.keys()].sort()).toEqual([...from.keys()].sort());
    for (const [table, rows] of from) {
      const restored = to.get(table) ?? [];
      expect(restored.length, table).toBe(rows.length);
      // Compared row by row (bytea in full as hex): a mismatch names its table and row.
      rows.forEach((row, index) => expect(restored[index], `${table} row ${index}`).toBe(row));
    }
    // Every kind of record is compared with rows in it, never only as an empty table on both sides; those
    // with translated fields with their English too.
    for (const kind of RECORD_KINDS) expect(from.get(records[kind].table)?.length, kind).toBeGreaterThan(0);
    for (const kind of RECORD_KINDS.filter((candidate) => records[candidate].translated.length > 0)) {
      expect(from.get(records[kind].table)?.some((row) => JSON.stringify((JSON.parse(row) as { translations: unknown }).translations) !== '{}'), kind).toBe(true);
    }
    expect(from.get('image')?.length).toBeGreaterThan(50);
    expect(from.get('document')?.length).toBe(3);
    expect(from.get('admin_user')?.length).toBe(2);
    expect(from.get('booking_request')?.length).toBe(1);
    expect(await target.db.selectFrom('session').select('sid').execute()).toEqual([]);
  });

  it('moves every sequence past the ids restored', async () => {
    for (const table of await readTables(target.db)) {
      for (const column of table.columns.filter((candidate) => candidate.sequence)) {
        const { rows } = await sql<{ max: number | null }>`select max(${sql.id(column.name)}) as max from ${sql.id(table.name)}`.execute(target.db);
        expect(await readSequence(target.db, column.sequence ?? ''), `${table.name}.${column.name}`).toBeGreaterThanOrEqual(Number(rows[0]?.max ?? 0));
      }
    }
  });

  it('serves the same public JSON and the same image and PDF bytes from the restored database', async () => {
    restoredApp = await startTestServer(targetKind, { sharedDb: target.db });
    const [before, after] = await Promise.all([source.call<unknown[]>('GET', '/api/data/attraction'), restoredApp.call<unknown[]>('GET', '/api/data/attraction')]);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    const withImages = (before.body as { images: ImageRef[] }[]).find((record) => record.images.length > 1);
    for (const url of [`/uploads/${withImages?.images[0]?.dir ?? ''}`, `/uploads/${withImages?.images[1]?.dir ?? ''}?w=480`, '/files/masterplan-desa-wisata-tegalsambi.pdf']) {
      const [original, copy] = await Promise.all([fetch(source.url + url), fetch(restoredApp.url + url)]);
      expect(copy.status, url).toBe(200);
      expect(Buffer.from(await copy.arrayBuffer()).equals(Buffer.from(await original.arrayBuffer())), url).toBe(true);
    }
    // The second account signs in on the restored site with its password as it was.
    await expect(restoredApp.signIn({ email: 'editor@test.desa.id', password: 'kata-sandi-editor-1' })).resolves.toMatchObject({ token: expect.any(String) });
  });
});

/**
 * The trash of every kind of record: what it holds, newest first, and the purge of what has lain there
 * longer than TRASH_RETENTION_DAYS. Restoring or purging one record is the record service's.
 */
import type { RecordKind } from '../../shared/constants';
import { TRASH_RETENTION_DAYS, type TrashItem } from '../../shared/schemas/lifecycle';
import type { Db } from '../db/connection';
import { records, RECORD_DESCRIPTORS } from './record-kinds';
import * as repo from './record.repository';
import { purgeRecord, restoreRecord } from './record.service';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listTrash(db: Db): Promise<TrashItem[]> {
  const perKind = await Promise.all(
    RECORD_DESCRIPTORS.map(async (d) =>
      (await repo.selectTrashed(db, d.table)).map((row) => ({
        kind: d.kind,
        id: row.id,
        name: row.name,
        deletedAt: row.deleted_at.toISOString(),
        deletedBy: row.deleted_by_name,
      })),
    ),
  );
  return perKind.flat().sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}

export function restoreFromTrash(db: Db, kind: RecordKind, id: number): Promise<void> {
  return restoreRecord(db, records[kind], id);
}

export function purgeFromTrash(db: Db, kind: RecordKind, id: number): Promise<void> {
  return purgeRecord(db, records[kind], id);
}

/** Deletes for good, with their images, the records trashed more than `days` ago; how many. */
export async function purgeExpiredTrash(db: Db, days = TRASH_RETENTION_DAYS, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * DAY_MS);
  let purged = 0;
  for (const d of RECORD_DESCRIPTORS) {
    for (const id of await repo.selectTrashedBefore(db, d.table, before)) {
      await purgeRecord(db, d, id);
      purged += 1;
    }
  }
  return purged;
}

/**
 * Backups of the whole database (README "Backup and restore"): one archive file made from one snapshot
 * (backup-dump.ts, archive-writer.ts), each one recorded in `backup_log` and the audit log, and the list the
 * admin panel shows. Restoring is restore.service.ts, run from the command line only.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_KINDS, type BackupEntry, type BackupKind } from '../../../shared/schemas/backup';
import type { Db } from '../../db/connection';
import { audit, scopeUserId } from '../audit/audit.service';
import { manifestOf, writeArchive } from './archive-writer';
import type { Manifest } from './archive-format';
import { dumpDatabase, type DumpProgress } from './backup-dump';
import * as repo from './backup.repository';

export interface BackupFile {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/**
 * Writes the archive of `db` into `file`. The table files are written first in a folder beside it (so the
 * snapshot's transaction ends before compression starts), and the archive goes to `file.partial`, renamed
 * when complete: `file` is never a half-written archive.
 */
export async function createBackupFile(db: Db, file: string, progress?: DumpProgress): Promise<BackupFile> {
  const work = await mkdtemp(path.join(path.dirname(file), '.cadangan-'));
  const partial = `${file}.partial`;
  try {
    const dump = await dumpDatabase(db, work, progress);
    const output = createWriteStream(partial, { mode: 0o600 });
    await Promise.all([writeArchive(dump, output), once(output, 'close')]);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest: manifestOf(dump) };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/**
 * Records a backup made, in `backup_log` and the audit log together. Whose it is comes from the request's
 * audit scope: an admin's download is theirs, the schedule's and the command line's are the system's.
 */
export async function recordBackup(db: Db, kind: BackupKind, made: Pick<BackupFile, 'file' | 'bytes'>): Promise<void> {
  const fileName = path.basename(made.file);
  await db.transaction().execute(async (trx) => {
    await repo.insertBackup(trx, { kind, userId: scopeUserId(), fileName, bytes: made.bytes });
    await audit(trx, { action: 'backup', recordName: fileName, changes: { bytes: [null, made.bytes] } });
  });
}

/** The latest backups, newest first. */
export async function listBackups(db: Db, limit: number): Promise<BackupEntry[]> {
  const rows = await repo.selectLatestBackups(db, limit);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    kind: BACKUP_KINDS.find((kind) => kind === row.kind) ?? 'cli',
    userEmail: row.user_id === null && row.user_email === '' ? null : row.user_email,
    fileName: row.file_name,
    bytes: Number(row.bytes),
  }));
}

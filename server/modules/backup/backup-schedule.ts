/**
 * Scheduled backups (BACKUP_DIR, BACKUP_INTERVAL_HOURS, BACKUP_KEEP): the server checks every few minutes
 * whether the latest scheduled backup in `backup_log` is older than the interval, writes one into the
 * folder when it is, and keeps the newest BACKUP_KEEP archives there. Instances sharing one Postgres take a
 * session advisory lock for the whole check-write-record, so exactly one of them makes each backup.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { BACKUP_FILE_PATTERN, backupFileName } from './archive-format';
import { createBackupFile, recordBackup } from './backup.service';
import { selectLatestBackupAt } from './backup.repository';

/** Any fixed number, apart from the seed's: the lock only instances of this app take. */
const BACKUP_LOCK_KEY = 61_651_653;
const HOUR_MS = 60 * 60 * 1000;
/** How often an instance looks whether a backup is due (a restart or another instance may have made one). */
const CHECK_MS = 10 * 60 * 1000;

export interface ScheduleOptions {
  dir: string;
  intervalHours: number;
  keep: number;
  log?: (line: string) => void;
}

export type ScheduledOutcome = 'written' | 'not-due' | 'busy';

/** Deletes all but the newest `keep` archives the schedule named (older names sort first). */
async function prune(dir: string, keep: number): Promise<void> {
  const archives = (await readdir(dir)).filter((name) => BACKUP_FILE_PATTERN.test(name)).sort();
  for (const name of archives.slice(0, Math.max(0, archives.length - keep))) await rm(path.join(dir, name), { force: true });
}

/** One check: writes a backup when one is due and no other instance is writing one. */
export function runScheduledBackup(db: Db, options: ScheduleOptions, now = new Date()): Promise<ScheduledOutcome> {
  // A session lock belongs to one connection: the check, the backup and its record all run on that one.
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${BACKUP_LOCK_KEY}) as locked`.execute(conn);
    if (!rows[0]?.locked) return 'busy';
    try {
      const latest = await selectLatestBackupAt(conn, 'scheduled');
      if (latest && now.getTime() - latest.getTime() < options.intervalHours * HOUR_MS) return 'not-due';
      await mkdir(options.dir, { recursive: true });
      const made = await createBackupFile(conn, path.join(options.dir, backupFileName(now)));
      await recordBackup(conn, 'scheduled', made);
      await prune(options.dir, options.keep);
      options.log?.(`Cadangan terjadwal ditulis: ${made.file} (${made.bytes} bytes)`);
      return 'written';
    } finally {
      await sql`select pg_advisory_unlock(${BACKUP_LOCK_KEY})`.execute(conn);
    }
  });
}

/** Checks now and then every CHECK_MS (never more often than the interval); `stop` waits for a backup under way. */
export function startScheduledBackups(db: Db, options: ScheduleOptions): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = running.then(() =>
      runScheduledBackup(db, options).catch((error: unknown) => options.log?.(`Cadangan terjadwal gagal: ${error instanceof Error ? error.message : String(error)}`)),
    );
  };
  check();
  const timer = setInterval(check, Math.min(CHECK_MS, options.intervalHours * HOUR_MS));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

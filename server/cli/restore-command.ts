/**
 * `npm run restore -- file [--replace]` (README "Backup and restore"): loads an archive into the database
 * the server would use (DATABASE_URL, else the embedded one in DATA_DIR). The archive is checked whole
 * before any database is opened, and the embedded database is refused while a server holds it.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createDb } from '../db/connection';
import { createClusterApart } from '../db/pglite-cluster';
import { pgliteOptions } from '../db/pglite-options';
import type { Env } from '../env';
import { BackupError, type Manifest } from '../modules/backup/archive-format';
import { verifyArchive } from '../modules/backup/archive-reader';
import { LOCAL_KEY_FILE } from '../modules/backup/local-key';
import { checkSchemaVersion, restoreArchive } from '../modules/backup/restore.service';
import { embeddedDir, runningServer } from './backup-command';
import type { Progress } from './cli-output';

export interface RestoreCommandOptions {
  replace: boolean;
  progress: Progress;
  /** Told once the archive has been checked, before the database is opened. */
  onVerified?: (manifest: Manifest) => void;
}

export async function runRestore(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>, file: string, options: RestoreCommandOptions): Promise<Manifest> {
  if (!env.DATABASE_URL) {
    const server = await runningServer(env);
    if (server) {
      throw new BackupError(
        `A server is running on the embedded database in ${env.DATA_DIR} (process ${server.pid}, port ${server.port}). Stop it, then run the restore again (if none runs, delete ${path.join(env.DATA_DIR, LOCAL_KEY_FILE)}).`,
      );
    }
  }
  const manifest = await verifyArchive(file);
  await checkSchemaVersion(manifest);
  options.onVerified?.(manifest);
  if (!env.DATABASE_URL) {
    // A new data folder: initdb's memory peak stays in a process of its own (pglite-cluster.ts).
    await mkdir(env.DATA_DIR, { recursive: true });
    await createClusterApart(embeddedDir(env), pgliteOptions());
  }
  const db = await createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: embeddedDir(env) });
  try {
    await restoreArchive(db, file, manifest, {
      replace: options.replace,
      onProgress: ({ table, rows, totalRows }) => options.progress.update(table, totalRows > 0 ? rows / totalRows : 1, `${rows} rows`),
    });
    return manifest;
  } finally {
    options.progress.done();
    await db.destroy();
  }
}

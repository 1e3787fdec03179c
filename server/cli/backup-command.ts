/**
 * `npm run backup -- [file]` (README "Backup and restore"): one archive of the database the server uses.
 * Postgres (DATABASE_URL): read directly, as one more client. The embedded database: a running server holds
 * it, so the archive is asked of that server (GET /internal/backup with DATA_DIR's key, local-key.ts);
 * with no server running, the data folder is opened here.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { createDb } from '../db/connection';
import type { Env } from '../env';
import { BackupError, type Manifest } from '../modules/backup/archive-format';
import { verifyArchive } from '../modules/backup/archive-reader';
import { createBackupFile, recordBackup } from '../modules/backup/backup.service';
import { LOCAL_BACKUP_PATH, LOCAL_KEY_FILE, LOCAL_KEY_HEADER, processAlive, readLocalKey, type LocalKey } from '../modules/backup/local-key';
import { formatBytes, type Progress } from './cli-output';

export interface BackupOutcome {
  file: string;
  bytes: number;
  manifest: Manifest;
  /** Where it came from: Postgres, the running server, or the data folder opened here. */
  source: 'postgres' | 'server' | 'embedded';
}

type CommandEnv = Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>;

/** SQLSTATE 42P01. */
const UNDEFINED_TABLE = '42P01';

/** The embedded database's folder, as the server opens it (boot.ts). */
export const embeddedDir = (env: CommandEnv) => path.join(env.DATA_DIR, 'pg');

/** The server of DATA_DIR's key file, when its process still runs. */
export async function runningServer(env: CommandEnv): Promise<LocalKey | null> {
  const key = await readLocalKey(env.DATA_DIR);
  return key && processAlive(key.pid) ? key : null;
}

/** The server's answer to GET /internal/backup, or null when nothing listens on its port any more. */
async function askServer(key: LocalKey): Promise<Response | null> {
  const url = `http://127.0.0.1:${key.port}${LOCAL_BACKUP_PATH}`;
  const response = await fetch(url, { headers: { [LOCAL_KEY_HEADER]: key.key } }).catch(() => null);
  if (response && (response.status !== 200 || response.headers.get('content-type') !== 'application/gzip' || !response.body)) {
    throw new BackupError(`The server at ${url} refused the backup (HTTP ${response.status}).`);
  }
  return response;
}

async function download(response: Response, file: string, progress: Progress): Promise<void> {
  const total = Number(response.headers.get('content-length') ?? 0);
  let received = 0;
  const body = Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
  body.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (total > 0) progress.update('download', received / total, formatBytes(received));
  });
  const partial = `${file}.partial`;
  try {
    await pipeline(body, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * A server that refused the connection may be stopping: it removes its key file only once its database is
 * closed. Waits a few seconds for that; a server still listed then is not answering, and the folder is not
 * opened beside it.
 */
async function waitUntilStopped(env: CommandEnv, key: LocalKey): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (!(await runningServer(env))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new BackupError(
    `The server (process ${key.pid}) that holds the embedded database does not answer on port ${key.port}. If no server runs, delete ${path.join(env.DATA_DIR, LOCAL_KEY_FILE)}.`,
  );
}

/** Opens the database here (Postgres, or a data folder no server holds), writes the archive and records it. */
async function backupHere(env: CommandEnv, file: string, progress: Progress): Promise<{ bytes: number; manifest: Manifest }> {
  if (!env.DATABASE_URL && !existsSync(path.join(embeddedDir(env), 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${embeddedDir(env)}: set DATA_DIR (or DATABASE_URL) as the server has it.`);
  }
  const db = await createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: embeddedDir(env) });
  try {
    const made = await createBackupFile(db, file, ({ table, rows, totalRows, bytes }) =>
      progress.update(table, totalRows > 0 ? rows / totalRows : 1, formatBytes(bytes)),
    );
    // A database not yet migrated by this version (its server not restarted since) has no backup_log yet.
    await recordBackup(db, 'cli', made).catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== UNDEFINED_TABLE) throw error;
    });
    return made;
  } finally {
    await db.destroy();
  }
}

export async function runBackup(env: CommandEnv, file: string, progress: Progress): Promise<BackupOutcome> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: name another file.`);
  try {
    const server = env.DATABASE_URL ? null : await runningServer(env);
    const response = server ? await askServer(server) : null;
    if (response) {
      await download(response, file, progress);
      // What arrived is checked whole, as a restore would check it.
      const manifest = await verifyArchive(file);
      return { file, bytes: (await stat(file)).size, manifest, source: 'server' };
    }
    if (server) await waitUntilStopped(env, server);
    const made = await backupHere(env, file, progress);
    return { file, bytes: made.bytes, manifest: made.manifest, source: env.DATABASE_URL ? 'postgres' : 'embedded' };
  } finally {
    progress.done();
  }
}

/**
 * The embedded database can be open in one process only, so while the server runs, `npm run backup` asks
 * the server for the archive instead of opening the data folder. The server proves the asker is local: at
 * start it writes a random key into DATA_DIR (mode 0600, readable only by the account that runs it) with
 * its port and process id, answers GET /internal/backup only from loopback and only with that key, and
 * removes the file when it closes. A file left by a server that died names a process that is gone.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const LOCAL_KEY_FILE = 'backup-key.json';
/** The header the command line sends the key in. */
export const LOCAL_KEY_HEADER = 'x-backup-key';
export const LOCAL_BACKUP_PATH = '/internal/backup';

const localKeySchema = z.object({ port: z.number().int().min(1).max(65535), pid: z.number().int().positive(), key: z.string().min(32) });
export type LocalKey = z.output<typeof localKeySchema>;

export const newLocalKey = () => randomBytes(32).toString('base64url');

export async function writeLocalKey(dataDir: string, value: LocalKey): Promise<void> {
  const file = path.join(dataDir, LOCAL_KEY_FILE);
  const staging = `${file}.${process.pid}`;
  await writeFile(staging, JSON.stringify(value), { mode: 0o600 });
  await rename(staging, file);
}

/** Removes the file if it is still this server's (`key`). */
export async function removeLocalKey(dataDir: string, key: string): Promise<void> {
  const current = await readLocalKey(dataDir);
  if (current?.key === key) await rm(path.join(dataDir, LOCAL_KEY_FILE), { force: true });
}

/** The running server's key, or null when no (readable, well-formed) file is there. */
export async function readLocalKey(dataDir: string): Promise<LocalKey | null> {
  const text = await readFile(path.join(dataDir, LOCAL_KEY_FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    return localKeySchema.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Whether the process that wrote the file still runs (EPERM: it does, as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: unknown }).code === 'EPERM';
  }
}

/** Compares in constant time. */
export function keyMatches(expected: string, given: string | undefined): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given ?? '');
  return a.length === b.length && timingSafeEqual(a, b);
}

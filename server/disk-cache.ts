/**
 * Bytes that are slow to make and wholly decided by known inputs, kept on disk under node_modules/.cache:
 * the demo pictures (the demo seed renders each once per machine) and the test suite's migrated embedded
 * database. The key is a hash of every input, so a changed input makes the bytes afresh. The cache is only
 * a shortcut: an empty, missing or read-only folder makes the bytes as before and gives the same result.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from './paths';

export const CACHE_ROOT = path.join(PROJECT_ROOT, 'node_modules', '.cache');

async function store(file: string, bytes: Uint8Array, replace: boolean): Promise<void> {
  try {
    const folder = path.dirname(file);
    await mkdir(folder, { recursive: true });
    if (replace) await Promise.all((await readdir(folder)).map((name) => rm(path.join(folder, name), { force: true })));
    // Written aside and renamed, so a reader at the same time never reads half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch {
    // A cache that cannot be written only costs the next run its shortcut.
  }
}

/**
 * What `make` gives for `inputs`, read from `folder` when it was made before. With `replace`, the folder
 * keeps only the newest entry (for large bytes of which only the latest inputs matter).
 */
export async function cachedBytes(folder: string, inputs: (string | Uint8Array)[], make: () => Promise<Buffer>, replace = false): Promise<Buffer> {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(input).update('\0');
  const file = path.join(folder, `${hash.digest('hex')}.bin`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  const bytes = await make();
  await store(file, bytes, replace);
  return bytes;
}

/**
 * Public lists read from memory between writes, for the embedded database only.
 *
 * PGlite runs inside this process on its main thread, so every list read costs the web server CPU
 * (DESIGN.md §5 asks 1,000 list requests a second). An embedded database has exactly one process
 * writing to it, so this process sees every write and can drop its copies at once. With Postgres
 * other instances may write, so nothing is cached there (and Postgres meets the bar without it).
 */
import type { Db } from './connection';

const caches = new WeakMap<Db, Map<string, Promise<unknown>>>();

export function enableReadCache(db: Db): void {
  caches.set(db, new Map());
}

/** The cached result of `read` under `key`, or a fresh read that later callers share. */
export function cachedRead<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  if (!cache) return read();
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = read();
  cache.set(key, pending);
  pending.catch(() => {
    if (cache.get(key) === pending) cache.delete(key);
  });
  return pending;
}

/**
 * Drops every cached read. Writes call it once they have finished, failed ones too (a failure may
 * mean the data changed under us). A read that began before the write is dropped with the rest, so
 * no copy older than the write survives it.
 */
function invalidateReads(db: Db): void {
  caches.get(db)?.clear();
}

/** Runs a write and then drops the cached reads, whatever the write's outcome. */
export async function writing<T>(db: Db, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    invalidateReads(db);
  }
}

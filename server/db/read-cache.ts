/**
 * Public reads kept in memory between writes, so a list costs no query until something changes
 * (DESIGN.md §5 asks 1,000 list requests a second; docs/decisions 0001 and 0006).
 *
 * Embedded database: this process is the only writer, so `writing` drops the copies when a write ends.
 * Postgres: other instances write too. Every write's transaction also sends NOTIFY on `READS_CHANNEL`,
 * which Postgres delivers to every listening instance when, and only if, the transaction commits; each
 * instance's listener (read-listener.ts) then drops its copies. While that listener is not connected,
 * a write could go unheard: the copies are dropped and every read goes to the database until it is back.
 *
 * Other caches of public data (the rendered HTML of anonymous pages) either go through `cachedRead`
 * with keys of their own, or keep their own store and follow `onReadsInvalidated` and `readsCacheable`.
 */
import { sql } from 'kysely';
import type { Db } from './connection';

/** The one channel every instance's writes are announced on. */
export const READS_CHANNEL = 'tegalsambi_reads';

interface ReadCache {
  entries: Map<string, Promise<unknown>>;
  /** Writes go to a database other instances share: announce them. */
  shared: boolean;
  /** False while a shared database's listener is down: a write may go unheard, so nothing is served from memory. */
  live: boolean;
  listeners: Set<() => void>;
}

const caches = new WeakMap<Db, ReadCache>();

/** What a shared database's listener reports about the other instances' writes. */
export interface ReadCacheFeed {
  /** LISTEN is in place: from now on every committed write is heard. */
  listening(): void;
  /** The listener's connection is gone: writes may go unheard until `listening` again. */
  lost(): void;
  /** A write (of any instance) committed. */
  notified(): void;
}

/** The embedded database: this process sees every write itself. */
export function enableReadCache(db: Db): void {
  caches.set(db, { entries: new Map(), shared: false, live: true, listeners: new Set() });
}

/** A database other instances write to: reads are served from memory only while the returned feed is listening. */
export function enableSharedReadCache(db: Db): ReadCacheFeed {
  const cache: ReadCache = { entries: new Map(), shared: true, live: false, listeners: new Set() };
  caches.set(db, cache);
  return {
    listening() {
      // Anything read while it was down is not in memory (it was bypassed); dropping again costs nothing.
      invalidateReads(db);
      cache.live = true;
    },
    lost() {
      cache.live = false;
      invalidateReads(db);
    },
    notified: () => invalidateReads(db),
  };
}

/** True when a copy may be served from memory now (a cache, a listener that is connected). */
export function readsCacheable(db: Db): boolean {
  return caches.get(db)?.live === true;
}

/**
 * Calls `listener` each time the copies are dropped (a write here or on another instance, the listener
 * lost). Copies that began before the call must be dropped too. Returns the unsubscribe function.
 */
export function onReadsInvalidated(db: Db, listener: () => void): () => void {
  const cache = caches.get(db);
  cache?.listeners.add(listener);
  return () => cache?.listeners.delete(listener);
}

/** The cached result of `read` under `key`, or a fresh read that later callers share. */
export function cachedRead<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  if (!cache?.live) return read();
  const hit = cache.entries.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = read();
  cache.entries.set(key, pending);
  pending.catch(() => {
    if (cache.entries.get(key) === pending) cache.entries.delete(key);
  });
  return pending;
}

/**
 * Drops every cached read. A read that began before is dropped with the rest, so no copy older than
 * the write that caused it survives.
 */
function invalidateReads(db: Db): void {
  const cache = caches.get(db);
  if (!cache) return;
  cache.entries.clear();
  for (const listener of cache.listeners) listener();
}

/**
 * Runs a write in one transaction and then drops the cached reads, whatever its outcome (a failure may
 * mean the data changed under us). On a shared database the transaction ends with the NOTIFY, so the
 * other instances hear of the write exactly when it commits, before this one acknowledges it, and a
 * process that dies between the commit and a later NOTIFY cannot leave their copies standing.
 */
export async function writing<T>(db: Db, write: (trx: Db) => Promise<T>): Promise<T> {
  const shared = caches.get(db)?.shared === true;
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await write(trx);
      if (shared) await sql`select pg_notify(${READS_CHANNEL}, '')`.execute(trx);
      return result;
    });
  } finally {
    invalidateReads(db);
  }
}

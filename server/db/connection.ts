/** Dialect choice (DESIGN.md §1): Postgres when a URL is given, the embedded PGlite otherwise. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPgPool } from './pg-pool';
import { pgliteAssets } from './pglite-assets';
import { createClusterApart } from './pglite-cluster';
import { pgliteOptions } from './pglite-options';
import { enableReadCache, enableSharedReadCache, READS_CHANNEL } from './read-cache';
import { listenForWrites } from './read-listener';
import type { Database } from './schema';

export type Db = Kysely<Database>;

// Postgres `bigint` (count(*)) arrives as text from pg; every count we return fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `null` keeps it in memory (tests). */
  pgliteDir: string | null;
  /** An in-memory database starts as a copy of this dumped data folder (`PGlite.dumpDataDir`), skipping initdb. */
  pgliteData?: Blob | undefined;
}

/** Kysely that also closes, on destroy(), what was opened beside its pool (even when no query ever ran). */
class PostgresDb extends Kysely<Database> {
  readonly closeFirst: (() => Promise<void>)[] = [];

  override async destroy(): Promise<void> {
    for (const close of this.closeFirst.splice(0)) await close();
    await super.destroy();
  }
}

/**
 * Postgres, with the read cache shared with other instances: a listener of its own hears their writes,
 * and `db.destroy()` closes it with the pool (a process that shuts down leaves no connection behind).
 */
async function createPostgresDb(databaseUrl: string): Promise<Db> {
  const db = new PostgresDb({ dialect: new PostgresDialect({ pool: createPgPool(databaseUrl) }) });
  const listener = listenForWrites(databaseUrl, READS_CHANNEL, enableSharedReadCache(db));
  db.closeFirst.push(listener.close);
  await listener.ready;
  return db;
}

/**
 * Makes a transaction begun on a closed PGlite fail at once. Kysely's PGlite driver waits for PGlite to
 * call back into the transaction it began, and a closed PGlite never does: the begin would wait forever,
 * and its refusal would go unhandled. A timer's job that runs after the database is gone (a sync, a
 * roll-up) would then hang, and with it the process's one connection.
 */
export function failTransactionsOnceClosed(pglite: PGlite): PGlite {
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (callback) => {
    if (pglite.closed) throw new Error('PGlite is closed');
    return transaction(callback);
  };
  return pglite;
}

export async function createDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl);
  if (options.pgliteDir) await mkdir(path.dirname(options.pgliteDir), { recursive: true });
  if (options.pgliteDir) await createClusterApart(options.pgliteDir, pgliteOptions());
  const pglite = options.pgliteDir
    ? new PGlite(options.pgliteDir, pgliteOptions())
    : new PGlite({ ...pgliteOptions(), ...(await pgliteAssets()), ...(options.pgliteData ? { loadDataDir: options.pgliteData } : {}) });
  await pglite.waitReady;
  return dbOverPglite(pglite);
}

/** Kysely over an open embedded database, as the server uses it. */
export function dbOverPglite(pglite: PGlite): Db {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: failTransactionsOnceClosed(pglite) }) });
  enableReadCache(db);
  return db;
}

/** One small query: throws when the database does not answer (GET /healthz). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.selectFrom('admin_user').select('id').limit(1).execute();
}

/** Dialect choice (DESIGN.md §1): Postgres when a URL is given, the embedded PGlite otherwise. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPgPool } from './pg-pool';
import { createClusterOnce } from './pglite-cluster';
import { pgliteOptions } from './pglite-options';
import { enableReadCache } from './read-cache';
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

export async function createDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPgPool(options.databaseUrl) }) });
  }
  if (options.pgliteDir) await mkdir(path.dirname(options.pgliteDir), { recursive: true });
  if (options.pgliteDir) await createClusterOnce(options.pgliteDir, pgliteOptions());
  const pglite = options.pgliteDir
    ? new PGlite(options.pgliteDir, pgliteOptions())
    : new PGlite({ ...pgliteOptions(), ...(options.pgliteData ? { loadDataDir: options.pgliteData } : {}) });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  enableReadCache(db);
  return db;
}

/** One small query: throws when the database does not answer (GET /healthz). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.selectFrom('admin_user').select('id').limit(1).execute();
}

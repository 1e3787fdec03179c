/**
 * One migrated database per test run, copied for every test file (STYLE.md §13: each file still gets a
 * real database of its own). Creating an embedded database runs PGlite's initdb, which costs seconds; a
 * copy of a dumped data folder starts in a fraction of that. On Postgres the copy is
 * `CREATE DATABASE … TEMPLATE`, which skips the migrations.
 *
 * The server project's global set-up builds the templates (`prepareTemplates`) and hands their place to
 * the test files through vitest's `provide`/`inject`; without them (a file run by another tool) each file
 * creates and migrates its database from scratch as before.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { createDb, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { pgliteOptions } from '../db/pglite-options';
import type { Database } from '../db/schema';
import { createThrowawayPostgres } from './db';

export interface DbTemplates {
  /** File holding the dumped data folder of a migrated embedded database. */
  pgliteFile: string;
  /** Name of a migrated Postgres database on TEST_DATABASE_URL's server, to copy with TEMPLATE. */
  postgresName: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates | undefined;
  }
}

/** A migrated embedded database, dumped to `file` (uncompressed: it loads faster). */
async function dumpMigratedPglite(file: string): Promise<void> {
  const pglite = new PGlite(pgliteOptions());
  const db: Db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}

export async function prepareTemplates(adminUrl: string | undefined): Promise<{ templates: DbTemplates; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'tegalsambi-test-db-'));
  const pgliteFile = path.join(folder, 'migrated.tar');
  await dumpMigratedPglite(pgliteFile);
  const postgres = adminUrl ? await createThrowawayPostgres(adminUrl, 'tmpl') : null;
  if (postgres) {
    const pgDb = await createDb({ databaseUrl: postgres.url, pgliteDir: null });
    await migrateToLatest(pgDb).finally(() => pgDb.destroy());
  }
  return {
    templates: { pgliteFile, postgresName: postgres ? new URL(postgres.url).pathname.slice(1) : null },
    async remove() {
      await postgres?.drop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

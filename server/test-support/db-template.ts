/**
 * One migrated database per test run, copied for every test file (STYLE.md §13: each file still gets a
 * real database of its own). Creating an embedded database runs PGlite's initdb, which costs seconds; a
 * copy of a dumped data folder starts in a fraction of that. On Postgres the copy is
 * `CREATE DATABASE … TEMPLATE`, which skips the migrations.
 *
 * Each project's global set-up builds its templates (`prepareTemplates`, `prepareBrowserTemplates`: the
 * browser journeys also get one with the demo content, seeded once instead of by every server) and hands
 * their place to the test files through vitest's `provide`/`inject`; without them (a file run by another
 * tool) each database is created, migrated and seeded from scratch as before.
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
import { seedDemo } from '../demo/seed';
import { createThrowawayPostgres } from './db';

export interface DbTemplates {
  /** File holding the dumped data folder of a migrated embedded database. */
  pgliteFile: string;
  /** Name of a migrated Postgres database on TEST_DATABASE_URL's server, to copy with TEMPLATE. */
  postgresName: string | null;
}

/** Files of dumped embedded databases for the browser journeys' servers. */
export interface BrowserTemplates {
  migrated: string;
  /** Migrated, with the demo content loaded (no admin yet: each server adds its own); null without a browser. */
  seeded: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates | undefined;
    browserTemplates: BrowserTemplates | undefined;
  }
}

/** A migrated embedded database, `fill`ed, dumped to `file` (uncompressed: it loads faster). */
async function dumpPglite(file: string, fill: (db: Db) => Promise<unknown> = async () => undefined): Promise<void> {
  const pglite = new PGlite(pgliteOptions());
  const db: Db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db);
    await fill(db);
    const dump = await pglite.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}

export interface Prepared<Templates> {
  templates: Templates;
  remove(): Promise<void>;
}

async function templateFolder(): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'tegalsambi-test-db-'));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** The server project's templates: migrated, on PGlite and (with `adminUrl`) on Postgres. */
export async function prepareTemplates(adminUrl: string | undefined): Promise<Prepared<DbTemplates>> {
  const { folder, remove } = await templateFolder();
  const pgliteFile = path.join(folder, 'migrated.tar');
  await dumpPglite(pgliteFile);
  const postgres = adminUrl ? await createThrowawayPostgres(adminUrl, 'tmpl') : null;
  if (postgres) {
    const pgDb = await createDb({ databaseUrl: postgres.url, pgliteDir: null });
    await migrateToLatest(pgDb).finally(() => pgDb.destroy());
  }
  return {
    templates: { pgliteFile, postgresName: postgres ? new URL(postgres.url).pathname.slice(1) : null },
    async remove() {
      await postgres?.drop();
      await remove();
    },
  };
}

/** The browser project's embedded templates: migrated, and migrated with the demo content (seed.ts). */
/** The migrated template, and the seeded one only when `withDemo` (the journeys that show demo content need a browser). */
export async function prepareBrowserTemplates(withDemo: boolean): Promise<Prepared<BrowserTemplates>> {
  const { folder, remove } = await templateFolder();
  const templates = { migrated: path.join(folder, 'migrated.tar'), seeded: withDemo ? path.join(folder, 'seeded.tar') : null };
  await Promise.all([dumpPglite(templates.migrated), templates.seeded && dumpPglite(templates.seeded, seedDemo)]);
  return { templates, remove };
}

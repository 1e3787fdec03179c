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
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { createDb, type Db } from '../db/connection';
import { CACHE_ROOT, cachedBytes } from '../disk-cache';
import { migrateToLatest } from '../db/migrate';
import { pgliteOptions } from '../db/pglite-options';
import type { Database } from '../db/schema';
import { seedDemo } from '../demo/seed';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '../paths';
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

/** An embedded database started from `data` (a dump) or empty, `fill`ed, dumped (uncompressed: it loads faster). */
async function dumpPglite(fill: (db: Db) => Promise<unknown>, data?: Blob): Promise<Buffer> {
  const pglite = new PGlite({ ...pgliteOptions(), loadDataDir: data });
  const db: Db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await fill(db);
    // Checkpointed first, a copy starts without replaying the log of what filled it: a quarter less CPU a copy.
    await pglite.exec('checkpoint');
    const dump = await pglite.dumpDataDir('none');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await db.destroy();
  }
}

/** How dumpPglite makes a dump: a cached one made otherwise is made again. */
const DUMP_FORMAT = 'checkpointed, uncompressed';

/** What decides a migrated embedded database: PGlite's build and settings, and every migration. */
async function migratedInputs(): Promise<string[]> {
  const pglitePackage = await readFile(path.join(PROJECT_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8');
  const names = (await readdir(MIGRATIONS_DIR)).sort();
  const sources = await Promise.all(names.map((name) => readFile(path.join(MIGRATIONS_DIR, name), 'utf8')));
  return [DUMP_FORMAT, pglitePackage, JSON.stringify(pgliteOptions()), ...names.flatMap((name, index) => [name, sources[index] ?? ''])];
}

/** The dump of a freshly migrated embedded database, made once per machine and migration set (PGlite's initdb costs seconds). */
async function migratedDump(): Promise<Buffer> {
  return cachedBytes(path.join(CACHE_ROOT, 'test-db'), await migratedInputs(), () => dumpPglite(migrateToLatest), true);
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
  await writeFile(pgliteFile, await migratedDump());
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

/**
 * The browser project's embedded templates: migrated, and, only when `withDemo` (the journeys that show
 * demo content need a browser), migrated with the demo content (seed.ts).
 */
export async function prepareBrowserTemplates(withDemo: boolean): Promise<Prepared<BrowserTemplates>> {
  const { folder, remove } = await templateFolder();
  const templates = { migrated: path.join(folder, 'migrated.tar'), seeded: withDemo ? path.join(folder, 'seeded.tar') : null };
  const migrated = await migratedDump();
  await writeFile(templates.migrated, migrated);
  if (templates.seeded) await writeFile(templates.seeded, await dumpPglite(seedDemo, new Blob([new Uint8Array(migrated)])));
  return { templates, remove };
}

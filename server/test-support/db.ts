/**
 * A fresh, migrated database for one test file (STYLE.md §13: real databases, never the dev one).
 * Embedded PGlite in memory by default; with TEST_DATABASE_URL, a throwaway Postgres database too.
 * Both start as a copy of the run's migrated template when the global set-up made one (db-template.ts);
 * an embedded one a finished file closed is emptied back to that template and used again (pglite-pool.ts).
 * An unreachable TEST_DATABASE_URL fails the run (DESIGN.md §3): connecting throws, nothing is skipped.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDb, dbOverPglite, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { pgliteOptions } from '../db/pglite-options';
import type { DbTemplates } from './db-template';
import { leasePglite } from './pglite-pool';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestDb {
  db: Db;
  kind: DatabaseKind;
  /** A Postgres database's URL (another process can open it too). */
  url?: string;
  close(): Promise<void>;
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** Time a fixture may take to create, migrate and seed its database on a busy 2-core machine. */
export const SETUP_TIMEOUT = 60_000;

/** Every kind the suites run on: `describe.each(databases)`. */
export const databases: DatabaseKind[] = ['pglite', ...(testDatabaseUrl ? (['postgres'] as const) : [])];

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`TEST_DATABASE_URL is set but unreachable (${reason})`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * pg's pool.end() resolves before its sockets have closed, and a killed process's backends linger until
 * Postgres notices: forcing the drop then would kill backends someone still listens to (an uncaught 57P01).
 * So wait until the database is free, and force only at last.
 */
async function dropWhenFree(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A template must have no connections while copied; the set-up's closed pool may still hold a socket a moment. */
async function createWhenFree(client: pg.Client, statement: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await client.query(statement);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== '55006' || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export interface ThrowawayPostgres {
  url: string;
  drop(): Promise<void>;
}

/** A database of its own (`<prefix>_<random>`) on the TEST_DATABASE_URL server, empty or a copy of `template`. */
export async function createThrowawayPostgres(adminUrl: string, prefix = 't', template: string | null = null): Promise<ThrowawayPostgres> {
  const name = `${prefix}_${randomBytes(8).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => createWhenFree(client, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withAdminClient(adminUrl, (client) => dropWhenFree(client, name)) };
}

async function createPostgresDb(adminUrl: string, template: string | null): Promise<TestDb> {
  const database = await createThrowawayPostgres(adminUrl, 't', template);
  return openPostgresDb(database, !template);
}

/** A Db over `database`, migrated first when `migrate`; closing it drops the database. */
async function openPostgresDb(database: ThrowawayPostgres, migrate: boolean): Promise<TestDb> {
  const db = await createDb({ databaseUrl: database.url, pgliteDir: null });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await db.destroy();
    await database.drop();
  };
  try {
    if (migrate) await migrateToLatest(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, kind: 'postgres', url: database.url, close };
}

/** The templates the server project's global set-up provides; undefined under any other runner. */
async function providedTemplates(): Promise<DbTemplates | undefined> {
  // Imported here, not at the top: the memory bench imports this module outside vitest.
  const { inject } = await import('vitest');
  return inject('dbTemplates');
}

/**
 * A migrated throwaway Postgres database that several instances open at once, each with its own pool
 * and read-cache listener (`startTestServer(kind, { databaseUrl })`), as processes behind a load balancer.
 */
export async function createSharedPostgres(): Promise<ThrowawayPostgres> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = (await providedTemplates())?.postgresName ?? null;
  const database = await createThrowawayPostgres(testDatabaseUrl, 'shared', template);
  if (template) return database;
  const db = await createDb({ databaseUrl: database.url, pgliteDir: null });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return database;
}

/** One instance's own Db over a database made by `createSharedPostgres` (closing it leaves the database). */
export async function openSharedPostgres(url: string): Promise<TestDb> {
  const db = await createDb({ databaseUrl: url, pgliteDir: null });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** A database with nothing in it, not even the migrations: what a restore starts from on a new server. */
export async function createEmptyTestDb(kind: DatabaseKind): Promise<TestDb> {
  if (kind === 'postgres') {
    if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
    return openPostgresDb(await createThrowawayPostgres(testDatabaseUrl, 't'), false);
  }
  const db = await createDb({ pgliteDir: null });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

export async function createTestDb(kind: DatabaseKind = 'pglite'): Promise<TestDb> {
  const templates = await providedTemplates();
  if (kind === 'postgres') {
    if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
    return createPostgresDb(testDatabaseUrl, templates?.postgresName ?? null);
  }
  const db = templates ? dbOverPglite(await leasePglite(templates.pgliteFile)) : await createDb({ pgliteDir: null });
  if (!templates) await migrateToLatest(db);
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/**
 * Fills `pgDir`, a server's `DATA_DIR/pg`, with the run's migrated template, so a server process started on
 * it opens a migrated database instead of creating one (PGlite's initdb costs seconds of CPU, in a process
 * of its own). Without a template (a file run by another tool) the folder stays empty and the server creates
 * it. The tests of a first start on an empty folder (server memory, a restore into a new folder) don't use it.
 */
export async function seedEmbeddedFolder(pgDir: string): Promise<void> {
  const templates = await providedTemplates();
  if (!templates) return;
  await mkdir(path.dirname(pgDir), { recursive: true });
  const pglite = new PGlite(pgDir, { ...pgliteOptions(), loadDataDir: new Blob([await readFile(templates.pgliteFile)]) });
  await pglite.waitReady;
  await pglite.close();
}

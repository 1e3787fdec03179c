import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { FileMigrationProvider, Migrator, type MigrationResultSet } from 'kysely/migration';
import { MIGRATIONS_DIR } from '../paths';
import type { Db } from './connection';

/** Kysely's bookkeeping tables (the applied migrations and their lock): no data of the app's. */
export const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'] as const;

// Our own import(), not Kysely's: from source the loader that runs this file (tsx, vitest) also loads the
// .ts migrations; the compiled build imports the .js ones compiled beside it.
const provider = () => new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR, import: (file) => import(pathToFileURL(file).href) });

function migrator(db: Db): Migrator {
  return new Migrator({ db, provider: provider() });
}

function throwIfFailed({ error, results }: MigrationResultSet): void {
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
}

/** Brings the schema to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  throwIfFailed(await migrator(db).migrateToLatest());
}

/** Brings the schema up to `name`, a migration this code knows (a backup's schema version, before its rows load). */
export async function migrateUpTo(db: Db, name: string): Promise<void> {
  throwIfFailed(await migrator(db).migrateTo(name));
}

/** The names of the migrations this code carries, oldest first (names sort by their timestamp). */
export async function knownMigrations(): Promise<string[]> {
  return Object.keys(await provider().getMigrations()).sort();
}

/** The newest migration applied to the database, or null when none is (a database never started). */
export async function appliedMigration(db: Db): Promise<string | null> {
  const found = await sql<{ name: string | null }>`select to_regclass('kysely_migration')::text as name`.execute(db);
  if (!found.rows[0]?.name) return null;
  const newest = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return newest.rows[0]?.name ?? null;
}

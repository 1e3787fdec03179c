import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import { MIGRATIONS_DIR } from '../paths';
import type { Db } from './connection';

/** Brings the schema to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    // Our own import(), not Kysely's: from source the loader that runs this file (tsx, vitest) also loads the
    // .ts migrations; the compiled build imports the .js ones compiled beside it.
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR, import: (file) => import(pathToFileURL(file).href) }),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
}

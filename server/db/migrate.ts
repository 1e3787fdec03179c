import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './connection';

const migrationFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Brings the schema to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    // Our own import(), not Kysely's: the loader that runs this file (tsx, vitest) also loads the .ts migrations.
    provider: new FileMigrationProvider({ fs, path, migrationFolder, import: (file) => import(pathToFileURL(file).href) }),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
}

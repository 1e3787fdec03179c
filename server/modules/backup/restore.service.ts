/**
 * Loads a verified archive into a database: the schema brought to the archive's version first, then every
 * row in ONE transaction (ids as stored, images and documents byte for byte, accounts with their password
 * hashes), the sequences past every id, and the migrations the archive predates last. Sessions and sign-in
 * counters are not in an archive: after a restore everyone signs in again.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { appliedMigration, knownMigrations, migrateToLatest, migrateUpTo, MIGRATION_TABLES } from '../../db/migrate';
import { writing } from '../../db/read-cache';
import { BackupError, EXCLUDED_TABLES, type Manifest, type ManifestTable } from './archive-format';
import { readTables } from './archive-reader';
import { readTables as readCatalog, type CatalogTable } from './table-catalog';

/** JSON a batch of rows (at least one row): 1 MB kept a restore's peak memory lowest (`npm run bench:backup`) at no cost in time. */
const BATCH_BYTES = 1024 * 1024;

export interface RestoreOptions {
  /** Empty a database that holds data first (`--replace`); without it such a database is refused. */
  replace?: boolean;
  /** Rows loaded so far, for a progress bar. */
  onProgress?: (progress: { table: string; rows: number; totalRows: number }) => void;
}

/** Refuses an archive this code cannot load: made by a newer version, or at a schema it does not know. */
export async function checkSchemaVersion(manifest: Manifest): Promise<void> {
  const known = await knownMigrations();
  const newest = known.at(-1) ?? '';
  if (manifest.schemaVersion > newest) {
    throw new BackupError(
      `The archive was made by a newer version of the app (schema ${manifest.schemaVersion}); this version knows up to ${newest}. Update the app, then restore.`,
    );
  }
  if (!known.includes(manifest.schemaVersion)) throw new BackupError(`The archive's schema version ${manifest.schemaVersion} is not one of this app's migrations.`);
}

/** The app's tables that hold rows (the migration bookkeeping aside). */
async function appTables(db: Db): Promise<CatalogTable[]> {
  return (await readCatalog(db)).filter((table) => !(MIGRATION_TABLES as readonly string[]).includes(table.name));
}

/** Tables of the app holding any row; sessions and counters alone do not make a database "not empty". */
async function tablesWithRows(db: Db): Promise<string[]> {
  const names: string[] = [];
  for (const table of await appTables(db)) {
    if (EXCLUDED_TABLES.includes(table.name)) continue;
    const { rows } = await sql<{ any: boolean }>`select exists (select 1 from ${sql.id(table.name)}) as any`.execute(db);
    if (rows[0]?.any) names.push(table.name);
  }
  return names;
}

async function refuseUnlessEmpty(db: Db, replace: boolean): Promise<void> {
  const filled = await tablesWithRows(db);
  if (filled.length > 0 && !replace) {
    throw new BackupError(`The target database is not empty (rows in ${filled.join(', ')}). Run the restore again with --replace to overwrite it.`);
  }
}

/** Every column the archive holds must exist in the database (a schema newer than the archive only adds). */
function checkColumns(catalog: CatalogTable[], manifest: Manifest): void {
  for (const table of manifest.tables) {
    const target = catalog.find((candidate) => candidate.name === table.name);
    if (!target) throw new BackupError(`The database has no table ${table.name}, which the archive holds.`);
    const missing = table.columns.find((column) => !target.columns.some((candidate) => candidate.name === column.name));
    if (missing) throw new BackupError(`The database has no column ${table.name}.${missing.name}, which the archive holds.`);
  }
}

/** One batch in one statement: Postgres turns each JSON value into its column's type; bytea from base64. */
async function insertBatch(trx: Db, table: ManifestTable, json: string): Promise<void> {
  const bytea = table.columns.filter((column) => column.encoding === 'base64').map((column) => sql`${column.name}`);
  const values = table.columns.map((column) =>
    column.encoding === 'base64' ? sql`decode(r ->> cast(${column.name} as text), 'base64')` : sql`p.${sql.id(column.name)}`,
  );
  await sql`
    insert into ${sql.id(table.name)} (${sql.join(table.columns.map((column) => sql.id(column.name)))}) overriding system value
    select ${sql.join(values)}
    from jsonb_array_elements(cast(${json} as jsonb)) r
    cross join lateral jsonb_populate_record(cast(null as ${sql.id(table.name)}), r - cast(array[${sql.join(bytea)}] as text[])) p`.execute(trx);
}

/** Each serial column's sequence past the largest id stored and past what the archive's had handed out. */
async function advanceSequences(trx: Db, catalog: CatalogTable[], manifest: Manifest): Promise<void> {
  for (const table of catalog) {
    const stored = manifest.tables.find((candidate) => candidate.name === table.name);
    for (const column of table.columns) {
      if (!column.sequence) continue;
      const { rows } = await sql<{ max: number | string | null }>`select max(${sql.id(column.name)}) as max from ${sql.id(table.name)}`.execute(trx);
      const value = Math.max(Number(rows[0]?.max ?? 0), stored?.sequences[column.name] ?? 0);
      // setval is not undone by a rollback; only a restore that commits gets here, so none is left behind.
      if (value > 0) await sql`select setval(${column.sequence}::regclass, ${value}, true)`.execute(trx);
      else await sql`select setval(${column.sequence}::regclass, 1, false)`.execute(trx);
    }
  }
}

async function loadRows(trx: Db, file: string, manifest: Manifest, options: RestoreOptions): Promise<void> {
  let current = '';
  let rows = 0;
  for await (const batch of readTables(file, manifest, BATCH_BYTES)) {
    if (batch.table.name !== current) [current, rows] = [batch.table.name, 0];
    await insertBatch(trx, batch.table, batch.json);
    rows += batch.rows;
    options.onProgress?.({ table: current, rows, totalRows: batch.table.rows });
  }
}

/**
 * Restores `file`, whose `manifest` verifyArchive returned, into `db`. Refusals (a newer schema, a database
 * that is not empty without `replace`) come before anything is written; a failure while loading rolls the
 * whole load back.
 */
export async function restoreArchive(db: Db, file: string, manifest: Manifest, options: RestoreOptions = {}): Promise<void> {
  await checkSchemaVersion(manifest);
  await refuseUnlessEmpty(db, options.replace === true);
  const applied = await appliedMigration(db);
  if (applied === null || applied < manifest.schemaVersion) await migrateUpTo(db, manifest.schemaVersion);
  await writing(db, async (trx) => {
    const catalog = await appTables(trx);
    checkColumns(catalog, manifest);
    if (options.replace) await sql`truncate table ${sql.join(catalog.map((table) => sql.id(table.name)))}`.execute(trx);
    else await refuseUnlessEmpty(trx, false);
    await loadRows(trx, file, manifest, options);
    await advanceSequences(trx, catalog, manifest);
  }).catch((error: unknown) => {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Nothing was restored, the database is as it was: ${error instanceof Error ? error.message : String(error)}`);
  });
  await migrateToLatest(db);
}

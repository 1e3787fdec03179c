/**
 * A database's whole content as text, to compare two databases row by row (backup and restore) or one
 * database before and after (a refused restore writes nothing). Rows are Postgres's own JSON of each row,
 * in primary-key order: exact timestamps, arrays, and bytea in full as hex.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { readTables } from '../modules/backup/table-catalog';

/** Every table's rows (JSON text) by table name; `skip` leaves tables out. */
export async function tableRows(db: Db, skip: readonly string[] = []): Promise<Map<string, string[]>> {
  return db.transaction().execute(async (trx) => {
    await sql`set local time zone 'UTC'`.execute(trx);
    const result = new Map<string, string[]>();
    for (const table of await readTables(trx)) {
      if (skip.includes(table.name)) continue;
      const order = table.key.length > 0 ? table.key.map((column) => sql.id(column.name)) : [sql`to_json(t)::text`];
      const { rows } = await sql<{ row: string }>`select to_json(t)::text as row from ${sql.id(table.name)} t order by ${sql.join(order)}`.execute(trx);
      result.set(table.name, rows.map((row) => row.row));
    }
    return result;
  });
}

/**
 * One digest per table of the catalogue (the migrations' bookkeeping too; `skip` leaves tables out): equal
 * before and after means nothing was written. A table a later migration adds is digested without a change here.
 */
export async function fingerprint(db: Db, skip: readonly string[] = []): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind = 'r' order by relname`.execute(db);
  const digests = tables
    .filter(({ name }) => !skip.includes(name))
    .map(({ name }) => sql`select ${name} as name, md5(coalesce(string_agg(to_json(t)::text, '|' order by to_json(t)::text), '')) as md5 from ${sql.id(name)} t`);
  if (digests.length === 0) return {};
  // One statement for every table: the fuzz test takes a fingerprint after each of its hundreds of writes.
  const { rows } = await sql<{ name: string; md5: string }>`${sql.join(digests, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.md5]));
}

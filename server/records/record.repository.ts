/**
 * Queries of every kind of record, one per function, `db` or `trx` first (STYLE.md §3, §6).
 *
 * Kysely types a query from its table's name, which here is the descriptor's, known only at run time.
 * So the queries run over a view in which every record table is an integer `id` beside named columns,
 * and rows come back typed by the descriptor: its columns were checked against the real table where the
 * kind was declared (defineRecord).
 */
import type { Generated } from 'kysely';
import type { Db } from '../db/connection';
import type { RowValues } from './record-descriptor';

interface RecordTableView {
  id: Generated<number>;
  [column: string]: unknown;
}

/** Where a query reads: the kind's table and the columns it names. */
export interface RecordSource {
  table: string;
  columns: readonly string[];
}

function recordTables(db: Db) {
  return db.withTables<Record<string, RecordTableView>>();
}

/** Every record, oldest first (DESIGN.md §6), or those whose columns equal the filter's values. */
export async function selectRecords<Row>(db: Db, source: RecordSource, filter: RowValues = {}): Promise<Row[]> {
  let query = recordTables(db).selectFrom(source.table).select(source.columns);
  for (const [column, value] of Object.entries(filter)) {
    if (value !== undefined) query = query.where(column, '=', value);
  }
  return (await query.orderBy('id').execute()) as Row[];
}

export async function selectRecord<Row>(db: Db, source: RecordSource, id: number): Promise<Row | undefined> {
  const row = await recordTables(db).selectFrom(source.table).select(source.columns).where('id', '=', id).executeTakeFirst();
  return row as Row | undefined;
}

export async function insertRecord(db: Db, table: string, values: RowValues): Promise<number> {
  const row = await recordTables(db).insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The id of the record updated, or null when `id` names none. */
export async function updateRecord(db: Db, table: string, id: number, values: RowValues): Promise<number | null> {
  const row = await recordTables(db).updateTable(table).set(values).where('id', '=', id).returning('id').executeTakeFirst();
  return row?.id ?? null;
}

export async function deleteRecord(db: Db, table: string, id: number): Promise<boolean> {
  const result = await recordTables(db).deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

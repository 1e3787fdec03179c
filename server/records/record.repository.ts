/**
 * Queries of every kind of record, one per function, `db` or `trx` first (STYLE.md §3, §6).
 *
 * Kysely types a query from its table's name, which here is the descriptor's, known only at run time.
 * So the queries run over a view in which every record table is an integer `id` and its life (status,
 * version, trash) beside named columns, and rows come back typed by the descriptor: its columns were
 * checked against the real table where the kind was declared (defineRecord).
 */
import { sql, type Generated, type SelectQueryBuilder } from 'kysely';
import type { RecordStatus } from '../../shared/schemas/lifecycle';
import { TRANSLATION_LOCALES, type Translations } from '../../shared/schemas/translation';
import type { Db } from '../db/connection';
import { accountName } from '../modules/users/users.repository';
import type { RowValues } from './record-descriptor';

interface RecordTableView {
  id: Generated<number>;
  status: Generated<RecordStatus>;
  version: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: number | null;
  deleted_at: Date | null;
  deleted_by: number | null;
  [column: string]: unknown;
}

type Views = Record<string, RecordTableView>;

/** Where a query reads: the kind's table and the columns it names. */
export interface RecordSource {
  table: string;
  columns: readonly string[];
}

/** A record as read: its columns, and its texts in the other languages, which every record table has. */
export type Stored<Row> = Row & { translations: Translations };

const columnsOf = (source: RecordSource) => [...source.columns, 'translations'];

/** Translations as the column stores them, JSON text: a language without a text is left out. */
function storedText(translations: Translations): string {
  const languages = TRANSLATION_LOCALES.flatMap((locale) => {
    const texts = translations[locale];
    return texts && Object.keys(texts).length > 0 ? [[locale, texts]] : [];
  });
  return JSON.stringify(Object.fromEntries(languages));
}

/**
 * Which records a read sees: `published` what visitors see, `live` every record out of the trash
 * (drafts too: the admin panel), `trashed` those in the trash.
 */
export type RecordScope = 'published' | 'live' | 'trashed';

function recordTables(db: Db) {
  return db.withTables<Views>();
}

function inScope<O>(query: SelectQueryBuilder<Views, string, O>, scope: RecordScope) {
  if (scope === 'trashed') return query.where('deleted_at', 'is not', null);
  const live = query.where('deleted_at', 'is', null);
  return scope === 'published' ? live.where('status', '=', 'published') : live;
}

/** The records of `table` in scope whose columns equal the filter's values, for a query to select from. */
export function recordsInScope(db: Db, table: string, filter: RowValues = {}, scope: RecordScope = 'published') {
  let query = inScope(recordTables(db).selectFrom(table), scope);
  for (const [column, value] of Object.entries(filter)) {
    if (value !== undefined) query = query.where(column, '=', value);
  }
  return query;
}

/** Every record in scope, oldest first (DESIGN.md §6), or those whose columns equal the filter's values. */
export async function selectRecords<Row>(db: Db, source: RecordSource, filter: RowValues = {}, scope: RecordScope = 'published'): Promise<Stored<Row>[]> {
  return (await recordsInScope(db, source.table, filter, scope).select(columnsOf(source)).orderBy('id').execute()) as Stored<Row>[];
}

export async function selectRecord<Row>(db: Db, source: RecordSource, id: number, scope: RecordScope = 'published'): Promise<Stored<Row> | undefined> {
  const row = await inScope(recordTables(db).selectFrom(source.table).select(columnsOf(source)), scope).where('id', '=', id).executeTakeFirst();
  return row as Stored<Row> | undefined;
}

/** A record's life: status, version, last change and trash, with who made them (name, else email). */
export interface LifecycleRow {
  id: number;
  status: RecordStatus;
  version: number;
  updated_at: Date;
  updated_by_name: string | null;
  deleted_at: Date | null;
  deleted_by_name: string | null;
}

export async function selectLifecycles(db: Db, table: string, ids: readonly number[]): Promise<LifecycleRow[]> {
  if (ids.length === 0) return [];
  return recordTables(db)
    .selectFrom(table)
    .select(['id', 'status', 'version', 'updated_at', 'deleted_at', accountName('updated_by').as('updated_by_name'), accountName('deleted_by').as('deleted_by_name')])
    .where('id', 'in', ids)
    .execute();
}

export async function insertRecord(db: Db, table: string, values: RowValues, status: RecordStatus, userId: number | null, translations: Translations = {}): Promise<number> {
  const row = await recordTables(db)
    .insertInto(table)
    .values({ ...values, translations: storedText(translations), status, updated_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The stored translations with the languages of `translations` replaced by the ones sent (a language sent
 * empty is removed), in the statement itself, so two saves never merge over one read.
 */
function replaceLanguages(translations: Translations) {
  const sent = TRANSLATION_LOCALES.filter((locale) => translations[locale] !== undefined);
  if (sent.length === 0) return {};
  return { translations: sql<Translations>`(translations - cast(array[${sql.join(sent)}] as text[])) || cast(${storedText(translations)} as jsonb)` };
}

/**
 * Updates a record out of the trash and counts a new version; with `expectedVersion`, only if it is still
 * the stored one. The id updated, or null when none was (no such record, or a newer version). Without
 * `translations` the stored ones stay; with them, each language sent replaces its stored one.
 */
export async function updateRecord(
  db: Db,
  table: string,
  id: number,
  change: { values: RowValues; status?: RecordStatus; expectedVersion?: number; userId: number | null; translations?: Translations | undefined },
): Promise<number | null> {
  let query = recordTables(db)
    .updateTable(table)
    .set((eb) => ({
      ...change.values,
      ...replaceLanguages(change.translations ?? {}),
      ...(change.status ? { status: change.status } : {}),
      version: eb('version', '+', 1),
      updated_at: sql<Date>`now()`,
      updated_by: change.userId,
    }))
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  if (change.expectedVersion !== undefined) query = query.where('version', '=', change.expectedVersion);
  const row = await query.returning('id').executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Moves a record to the trash (true) or finds none out of it (false); with `expectedVersion`, only if it is
 * still the stored one.
 */
export async function trashRecord(db: Db, table: string, id: number, userId: number | null, expectedVersion?: number): Promise<boolean> {
  let query = recordTables(db)
    .updateTable(table)
    .set({ deleted_at: sql<Date>`now()`, deleted_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Takes a record out of the trash (true) or finds none in it (false). */
export async function restoreRecord(db: Db, table: string, id: number, userId: number | null): Promise<boolean> {
  const result = await recordTables(db)
    .updateTable(table)
    .set((eb) => ({ deleted_at: null, deleted_by: null, version: eb('version', '+', 1), updated_at: sql<Date>`now()`, updated_by: userId }))
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a record in the trash for good (true) or finds none there (false). */
export async function deleteRecord(db: Db, table: string, id: number): Promise<boolean> {
  const result = await recordTables(db).deleteFrom(table).where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The trashed records, newest first, with their names. */
export function selectTrashed(db: Db, table: string) {
  return recordTables(db)
    .selectFrom(table)
    .select(['id', 'deleted_at', accountName('deleted_by').as('deleted_by_name'), sql<string>`name`.as('name')])
    .where('deleted_at', 'is not', null)
    .orderBy('deleted_at', 'desc')
    .execute() as Promise<{ id: number; name: string; deleted_at: Date; deleted_by_name: string | null }[]>;
}

/** Ids of records in the trash since before `before`. */
export async function selectTrashedBefore(db: Db, table: string, before: Date): Promise<number[]> {
  const rows = await recordTables(db).selectFrom(table).select('id').where('deleted_at', '<', before).execute();
  return rows.map((row) => row.id);
}

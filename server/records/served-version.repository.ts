/**
 * The `session_record_read` table: the version of each record the legacy REST API last served a session.
 * One query a function, `db` or `trx` first (STYLE.md §3); the rules are in served-version.service.ts.
 */
import { sql } from 'kysely';
import type { RecordKind } from '../../shared/constants';
import type { Db } from '../db/connection';
import type { RowValues } from './record-descriptor';
import { recordsInScope } from './record.repository';

/** What a read served: the published records of a kind's table whose columns equal `filter`, all or one. */
export interface ServedRead {
  kind: RecordKind;
  table: string;
  filter: RowValues;
  id?: number;
}

/**
 * Remembers for the session the version now stored of every record the read serves: one statement however
 * many records the list has. A session ended meanwhile (its row gone) remembers nothing instead of failing.
 */
export async function upsertServedVersions(db: Db, sid: string, read: ServedRead): Promise<void> {
  let records = recordsInScope(db, read.table, read.filter, 'published').where(sql<boolean>`exists (select 1 from session where sid = ${sid})`);
  if (read.id !== undefined) records = records.where('id', '=', read.id);
  const rows = records.select([sql<string>`${sid}::text`.as('sid'), sql<string>`${read.kind}::text`.as('kind'), 'id', 'version']);
  await db
    .insertInto('session_record_read')
    .columns(['sid', 'kind', 'record_id', 'version'])
    .expression(rows)
    .onConflict((oc) => oc.columns(['sid', 'kind', 'record_id']).doUpdateSet((eb) => ({ version: eb.ref('excluded.version') })))
    .execute();
}

export async function selectServedVersion(db: Db, sid: string, kind: RecordKind, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('session_record_read')
    .select('version')
    .where('sid', '=', sid)
    .where('kind', '=', kind)
    .where('record_id', '=', id)
    .executeTakeFirst();
  return row?.version;
}

export async function updateServedVersion(db: Db, sid: string, kind: RecordKind, id: number, version: number): Promise<void> {
  await db.updateTable('session_record_read').set({ version }).where('sid', '=', sid).where('kind', '=', kind).where('record_id', '=', id).execute();
}

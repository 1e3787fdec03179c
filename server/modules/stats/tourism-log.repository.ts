/** Queries of the tourism log, `db` or `trx` first (STYLE.md §6). */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { TourismLogTarget } from '../../../shared/schemas/stats';
import type { Db } from '../../db/connection';
import type { TourismLogTable } from '../../db/schema';

export type TourismLogRow = Selectable<TourismLogTable>;

function selectEntries(db: Db) {
  return db.selectFrom('tourism_log').select(['id', 'month', 'target', 'target_id', 'target_name', 'visitors_domestic', 'visitors_foreign', 'groups', sql<number | null>`income::float8`.as('income'), 'version', 'updated_at', 'updated_by']);
}

export function selectMonth(db: Db, month: string): Promise<TourismLogRow[]> {
  return selectEntries(db).where('month', '=', month).orderBy('target').orderBy('target_id').execute();
}

export function selectMonths(db: Db, months: readonly string[]): Promise<TourismLogRow[]> {
  return selectEntries(db).where('month', 'in', months.length > 0 ? months : ['']).orderBy('month').execute();
}

export function selectEntry(db: Db, month: string, target: TourismLogTarget, targetId: number): Promise<TourismLogRow | undefined> {
  return selectEntries(db).where('month', '=', month).where('target', '=', target).where('target_id', '=', targetId).forUpdate().executeTakeFirst();
}

export async function insertEntry(db: Db, entry: Insertable<TourismLogTable>): Promise<number> {
  return (await db.insertInto('tourism_log').values(entry).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateEntry(db: Db, id: number, version: number, values: Pick<TourismLogRow, 'visitors_domestic' | 'visitors_foreign' | 'groups' | 'income' | 'target_name' | 'updated_by'>): Promise<boolean> {
  const result = await db
    .updateTable('tourism_log')
    .set({ ...values, version: version + 1, updated_at: new Date() })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** What the log lists: attractions (UMKM aside: a business, not a destination) and packages, published and not in the trash; `only` narrows it to one. */
export async function selectDestinations(db: Db, only?: { target: TourismLogTarget; id: number }): Promise<{ target: TourismLogTarget; id: number; name: string }[]> {
  const listed = (target: TourismLogTarget) =>
    only && only.target !== target
      ? Promise.resolve([])
      : db
          .selectFrom(target)
          .select(['id', 'name'])
          .where('deleted_at', 'is', null)
          .where('status', '=', 'published')
          .$if(target === 'attraction', (q) => q.where(sql.ref('category'), '!=', 'UMKM'))
          .$if(only !== undefined, (q) => q.where('id', '=', only?.id ?? 0))
          .orderBy('id')
          .execute();
  const [attractions, pakets] = await Promise.all([listed('attraction'), listed('paket')]);
  return [...attractions.map((row) => ({ target: 'attraction' as const, ...row })), ...pakets.map((row) => ({ target: 'paket' as const, ...row }))];
}

/** Confirmed (or completed) package requests visiting in the month: party sizes, their number, and price times people. */
export async function selectConfirmedVisits(db: Db, month: string): Promise<{ target_id: number; people: number; groups: number; income: number }[]> {
  const { rows } = await sql<{ target_id: number; people: number; groups: number; income: number }>`
    select booking_request.target_id, sum(people)::int as people, count(*)::int as groups, coalesce(sum(people::bigint * paket.price), 0)::float8 as income
    from booking_request left join paket on paket.id = booking_request.target_id
    where booking_request.target = 'paket' and booking_request.status in ('dikonfirmasi', 'selesai')
      and to_char(booking_request.visit_date, 'YYYY-MM') = ${month}
    group by booking_request.target_id`.execute(db);
  return rows;
}

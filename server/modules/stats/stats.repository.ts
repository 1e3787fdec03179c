/** Queries of visit counting, `db` or `trx` first (STYLE.md §6); days as 'YYYY-MM-DD' text. */
import { randomBytes } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import type { BookingTarget } from '../../../shared/constants';
import type { Db } from '../../db/connection';
import type { PageViewTable } from '../../db/schema';

/** The day's salt: made by the first instance that counts a view that day, read by the others. */
export async function saltOf(db: Db, day: string): Promise<string> {
  await db
    .insertInto('stats_salt')
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  return (await db.selectFrom('stats_salt').select('salt').where('day', '=', day).executeTakeFirstOrThrow()).salt;
}

export async function insertViews(db: Db, views: Insertable<PageViewTable>[]): Promise<void> {
  if (views.length > 0) await db.insertInto('page_view').values(views).execute();
}

/**
 * The dimensions a view is counted under: its total, and its page, referrer, device and language; a
 * campaign field only when the view had one.
 */
const DIMENSIONS = sql`(values ('total', ''), ('page', page), ('referrer', referrer), ('device', device), ('language', language),
  ('utm_source', utm_source), ('utm_medium', utm_medium), ('utm_campaign', utm_campaign), ('ref', ref)) as counted(dimension, value)`;
const CAMPAIGN_WITHOUT_VALUE = sql`(counted.dimension in ('utm_source', 'utm_medium', 'utm_campaign', 'ref') and counted.value = '')`;

/**
 * Moves the views of days before `today` into the daily totals and deletes them, in one statement: the
 * rows another instance deletes meanwhile are not counted twice. Then the salts of those days go, so no
 * hash can be matched again. The number of views rolled up.
 */
export async function rollUpViews(db: Db, today: string): Promise<number> {
  const { rows } = await sql<{ views: number }>`
    with gone as (delete from page_view where day < ${today}::date returning *),
    totals as (
      insert into stats_daily (day, dimension, value, views, visitors)
      select gone.day, counted.dimension, counted.value, sum(gone.views), count(distinct gone.visitor)
      from gone cross join lateral ${DIMENSIONS}
      where not ${CAMPAIGN_WITHOUT_VALUE}
      group by gone.day, counted.dimension, counted.value
      on conflict (day, dimension, value) do update
        set views = stats_daily.views + excluded.views, visitors = stats_daily.visitors + excluded.visitors
    )
    select coalesce(sum(views), 0)::int as views from gone`.execute(db);
  await db.deleteFrom('stats_salt').where('day', '<', today).execute();
  return rows[0]?.views ?? 0;
}

/** Deletes the daily totals of days before `before`. */
export async function deleteDailyBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('stats_daily').where('day', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A day's count under one dimension and value. */
export interface DailyRow {
  day: string;
  dimension: string;
  value: string;
  views: number;
  visitors: number;
}

/** The counts of the days in [from, to): the rolled-up ones, and today's from its views so far. */
export async function selectDaily(db: Db, from: string, to: string): Promise<DailyRow[]> {
  const { rows } = await sql<DailyRow>`
    select day::text as day, dimension, value, views, visitors from stats_daily
    where day >= ${from}::date and day < ${to}::date
    union all
    select page_view.day::text, counted.dimension, counted.value, sum(page_view.views)::int, count(distinct page_view.visitor)::int
    from page_view cross join lateral ${DIMENSIONS}
    where page_view.day >= ${from}::date and page_view.day < ${to}::date and not ${CAMPAIGN_WITHOUT_VALUE}
    group by page_view.day, counted.dimension, counted.value`.execute(db);
  return rows;
}

/** Requests sent in [from, to) on the village's calendar, by the Monday of their week and status. */
export async function selectRequestWeeks(db: Db, from: string, to: string, timeZone: string): Promise<{ week: string; status: string; requests: number }[]> {
  const { rows } = await sql<{ week: string; status: string; requests: number }>`
    with sent as (select (created_at at time zone ${timeZone})::date as day, status from booking_request)
    select date_trunc('week', day)::date::text as week, status, count(*)::int as requests
    from sent where day >= ${from}::date and day < ${to}::date
    group by 1, 2 order by 1, 2`.execute(db);
  return rows;
}

/** Requests sent in [from, to) per package or lodging, and how many of them were confirmed (or completed since). */
export async function selectRequestTargets(db: Db, from: string, to: string, timeZone: string): Promise<{ target: string; target_id: number; requests: number; confirmed: number }[]> {
  const { rows } = await sql<{ target: string; target_id: number; requests: number; confirmed: number }>`
    select target, target_id, count(*)::int as requests, count(*) filter (where status in ('dikonfirmasi', 'selesai'))::int as confirmed
    from booking_request
    where (created_at at time zone ${timeZone})::date >= ${from}::date and (created_at at time zone ${timeZone})::date < ${to}::date
    group by target, target_id`.execute(db);
  return rows;
}

/** Packages and lodgings not in the trash, by name. */
export async function selectBookable(db: Db): Promise<{ target: BookingTarget; id: number; name: string }[]> {
  const [pakets, lodgings] = await Promise.all([
    db.selectFrom('paket').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('id').execute(),
    db.selectFrom('accommodation').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('id').execute(),
  ]);
  return [...pakets.map((row) => ({ target: 'paket' as const, ...row })), ...lodgings.map((row) => ({ target: 'accommodation' as const, ...row }))];
}

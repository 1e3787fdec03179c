import { sql, type Kysely } from 'kysely';

/**
 * Visits counted without cookies or stored addresses (DESIGN.md §9): the day's salt (discarded when the day
 * ends), the views of the day so far (a visitor only as a hash of that salt, its address and its browser),
 * and the daily totals they are rolled into once their day is over, per page, referring site, device,
 * language and campaign.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stats_salt')
    .addColumn('day', 'date', (col) => col.primaryKey())
    .addColumn('salt', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('page_view')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('page', 'text', (col) => col.notNull())
    .addColumn('visitor', 'text', (col) => col.notNull())
    .addColumn('referrer', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('device', 'text', (col) => col.notNull().check(sql`device in ('phone', 'tablet', 'desktop')`))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('utm_source', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('utm_medium', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('utm_campaign', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('ref', 'text', (col) => col.notNull().defaultTo(''))
    // The same page seen again by the same visitor within one write (a reload) is one row.
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(1).check(sql`views >= 1`))
    .execute();
  await db.schema.createIndex('page_view_day_idx').on('page_view').column('day').execute();

  await db.schema
    .createTable('stats_daily')
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('dimension', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addColumn('visitors', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('stats_daily_pk', ['day', 'dimension', 'value'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['stats_daily', 'page_view', 'stats_salt']) await db.schema.dropTable(table).execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * Availability (DESIGN.md §9): a lodging's number of rooms and a package's daily capacity and the only days it
 * runs, as fields of their records; days the village closes by hand; and each lodging's calendars, the one
 * it publishes (a secret address) and the ones it reads from other platforms, with the bookings read from
 * them. The schedule row makes one instance of several run each sync.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('accommodation')
    .addColumn('units', 'integer', (col) => col.notNull().defaultTo(1).check(sql`units between 1 and 999`))
    .execute();
  await db.schema
    .alterTable('paket')
    .addColumn('capacity', 'integer', (col) => col.check(sql`capacity between 1 and 100000`))
    .addColumn('run_dates', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .execute();

  await db.schema
    .createTable('availability_closure')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('target', 'text', (col) => col.notNull().check(sql`target in ('paket', 'accommodation')`))
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (col) => col.references('admin_user.id').onDelete('set null'))
    .addUniqueConstraint('availability_closure_day', ['target', 'target_id', 'day'])
    .execute();

  await db.schema
    .createTable('lodging_calendar')
    .addColumn('accommodation_id', 'integer', (col) => col.primaryKey().references('accommodation.id').onDelete('cascade'))
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('calendar_feed')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('accommodation_id', 'integer', (col) => col.notNull().references('accommodation.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_synced_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('calendar_feed_url', ['accommodation_id', 'url'])
    .execute();

  await db.schema
    .createTable('calendar_import')
    .addColumn('feed_id', 'integer', (col) => col.notNull().references('calendar_feed.id').onDelete('cascade'))
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('start_day', 'date', (col) => col.notNull())
    .addColumn('end_day', 'date', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('calendar_import_pk', ['feed_id', 'uid'])
    .addCheckConstraint('calendar_import_days', sql`end_day > start_day`)
    .execute();

  await db.schema
    .createTable('calendar_sync_run')
    .addColumn('id', 'integer', (col) => col.primaryKey().defaultTo(1).check(sql`id = 1`))
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['calendar_sync_run', 'calendar_import', 'calendar_feed', 'lodging_calendar', 'availability_closure']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('paket').dropColumn('capacity').dropColumn('run_dates').execute();
  await db.schema.alterTable('accommodation').dropColumn('units').execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * Visitors' booking requests, kept whole (the village's inbox), and the counter that limits how many one
 * address may send in an hour. A request names its package or lodging by id and keeps its name as it was,
 * so a record deleted later still leaves a readable request.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('booking_request')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('target', 'text', (col) => col.notNull().check(sql`target in ('paket', 'accommodation')`))
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('target_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('whatsapp', 'text', (col) => col.notNull())
    .addColumn('visit_date', 'date')
    .addColumn('check_in', 'date')
    .addColumn('check_out', 'date')
    .addColumn('people', 'integer', (col) => col.notNull().check(sql`people between 1 and 500`))
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('baru').check(sql`status in ('baru', 'dihubungi', 'dikonfirmasi', 'selesai', 'dibatalkan')`))
    .addColumn('admin_note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // The village's email: sent once; until then retried from `notify_after`, at most a few times.
    .addColumn('notified_at', 'timestamptz')
    .addColumn('notify_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('notify_after', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Set when name, number and notes were erased at the end of the retention period.
    .addColumn('erased_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('booking_request_created_idx').on('booking_request').column('created_at').execute();
  await db.schema.createIndex('booking_request_status_idx').on('booking_request').column('status').execute();
  await db.schema
    .createTable('booking_attempt')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_attempt').execute();
  await db.schema.dropTable('booking_request').execute();
}

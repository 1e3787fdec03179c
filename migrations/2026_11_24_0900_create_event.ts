import { sql, type Kysely } from 'kysely';

/** The village's agenda: events with a start, an optional end, and an optional attraction they belong to. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('place', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price', 'integer', (col) => col.notNull().defaultTo(0).check(sql`price >= 0`))
    .addColumn('phone', 'varchar(15)', (col) => col.notNull().defaultTo(''))
    .addColumn('attraction_id', 'integer', (col) => col.references('attraction.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('event_ends_after_start', sql`ends_at is null or ends_at > starts_at`)
    .execute();
  await db.schema.createIndex('event_starts_at_idx').on('event').column('starts_at').execute();
  await db.schema.createIndex('event_attraction_idx').on('event').column('attraction_id').execute();
  // Events carry images like the other records.
  await sql`alter table image drop constraint image_owner_type_check`.execute(db);
  await sql`alter table image add constraint image_owner_type_check check (owner_type in ('attraction', 'accommodation', 'paket', 'facility', 'event'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from image where owner_type = 'event'`.execute(db);
  await sql`alter table image drop constraint image_owner_type_check`.execute(db);
  await sql`alter table image add constraint image_owner_type_check check (owner_type in ('attraction', 'accommodation', 'paket', 'facility'))`.execute(db);
  await db.schema.dropTable('event').execute();
}

import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('map_location')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull().check(sql`latitude between -90 and 90`))
    .addColumn('longitude', 'double precision', (col) => col.notNull().check(sql`longitude between -180 and 180`))
    .addColumn('embed_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('map_location').execute();
}

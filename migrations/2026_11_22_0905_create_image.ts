import { sql, type Kysely } from 'kysely';

/** Images live in the database with their record (DESIGN.md §1): one row an image, one column a width. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('image')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('owner_type', 'text', (col) => col.notNull().check(sql`owner_type in ('attraction', 'accommodation', 'paket', 'facility')`))
    .addColumn('owner_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('dir', 'text', (col) => col.notNull().unique())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('data_480', 'bytea', (col) => col.notNull())
    .addColumn('data_960', 'bytea', (col) => col.notNull())
    .addColumn('data_1600', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('image_owner_idx').on('image').columns(['owner_type', 'owner_id', 'position']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('image').execute();
}

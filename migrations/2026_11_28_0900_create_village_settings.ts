import { sql, type Kysely } from 'kysely';

/**
 * "Pengaturan Desa": one row, versioned like a record (a save over a stale version is refused), its values
 * one JSON document checked by the shared schema. Its photos (the hero, the logo) are image rows owned by
 * 'village'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('village_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().defaultTo(1).check(sql`id = 1`))
    .addColumn('settings', 'jsonb', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (col) => col.references('admin_user.id').onDelete('set null'))
    .execute();
  await sql`alter table image drop constraint image_owner_type_check`.execute(db);
  await sql`alter table image add constraint image_owner_type_check check (owner_type in ('attraction', 'accommodation', 'paket', 'facility', 'event', 'kuliner', 'village'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from image where owner_type = 'village'`.execute(db);
  await sql`alter table image drop constraint image_owner_type_check`.execute(db);
  await sql`alter table image add constraint image_owner_type_check check (owner_type in ('attraction', 'accommodation', 'paket', 'facility', 'event', 'kuliner'))`.execute(db);
  await db.schema.dropTable('village_settings').execute();
}

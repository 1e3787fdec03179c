import { sql, type Kysely } from 'kysely';

/** Kuliner records carry images like the other records. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table image drop constraint image_owner_type_check`.execute(db);
  await sql`alter table image add constraint image_owner_type_check check (owner_type in ('attraction', 'accommodation', 'paket', 'facility', 'event', 'kuliner'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from image where owner_type = 'kuliner'`.execute(db);
  await sql`alter table image drop constraint image_owner_type_check`.execute(db);
  await sql`alter table image add constraint image_owner_type_check check (owner_type in ('attraction', 'accommodation', 'paket', 'facility', 'event'))`.execute(db);
}

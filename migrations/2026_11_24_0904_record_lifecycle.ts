import { sql, type Kysely } from 'kysely';

const RECORD_TABLES = ['attraction', 'accommodation', 'paket', 'facility', 'map_location', 'event'];

/**
 * Every record's life: a draft or published (`status`), in the trash since `deleted_at`, and who changed
 * it last and when, with a `version` that grows on each save so an edit made over a newer one is refused.
 * Records stored before are published, as they were visible.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of RECORD_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('published').check(sql`status in ('draft', 'published')`))
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_by', 'integer', (col) => col.references('admin_user.id').onDelete('set null'))
      .addColumn('deleted_at', 'timestamptz')
      .addColumn('deleted_by', 'integer', (col) => col.references('admin_user.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex(`${table}_trash_idx`).on(table).column('deleted_at').where(sql.ref('deleted_at'), 'is not', null).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of RECORD_TABLES) {
    await db.schema.dropIndex(`${table}_trash_idx`).execute();
    for (const column of ['status', 'version', 'updated_at', 'updated_by', 'deleted_at', 'deleted_by']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}

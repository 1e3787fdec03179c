import { sql, type Kysely } from 'kysely';

const RECORD_TABLES = ['attraction', 'accommodation', 'paket', 'kuliner', 'facility', 'map_location', 'event'];

/**
 * Every record's texts in the site's other languages, beside its Indonesian columns, field by field:
 * `{ "en": { "description": "…", "facilities": ["…"] } }`, a field without English left out (it is shown in
 * Indonesian). Records stored before have none yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of RECORD_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`).check(sql`jsonb_typeof(translations) = 'object'`))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of RECORD_TABLES) {
    await db.schema.alterTable(table).dropColumn('translations').execute();
  }
}

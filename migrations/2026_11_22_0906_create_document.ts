import { sql, type Kysely } from 'kysely';

/** Masterplan PDFs served under /files (DESIGN.md §1). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('data', 'bytea', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document').execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * The tourism log the village reports to its regency's tourism office (DESIGN.md §9): for each attraction or
 * package and month, the visitors (domestic and foreign), the groups and, when known, the income. Versioned
 * like a record, so a save over a stale version is refused.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tourism_log')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('month', 'text', (col) => col.notNull().check(sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`))
    .addColumn('target', 'text', (col) => col.notNull().check(sql`target in ('attraction', 'paket')`))
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('target_name', 'text', (col) => col.notNull())
    .addColumn('visitors_domestic', 'integer', (col) => col.notNull().defaultTo(0).check(sql`visitors_domestic >= 0`))
    .addColumn('visitors_foreign', 'integer', (col) => col.notNull().defaultTo(0).check(sql`visitors_foreign >= 0`))
    .addColumn('groups', 'integer', (col) => col.notNull().defaultTo(0).check(sql`groups >= 0`))
    .addColumn('income', 'bigint', (col) => col.check(sql`income >= 0`))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (col) => col.references('admin_user.id').onDelete('set null'))
    .addUniqueConstraint('tourism_log_entry', ['month', 'target', 'target_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tourism_log').execute();
}

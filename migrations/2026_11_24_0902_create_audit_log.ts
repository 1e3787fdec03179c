import { sql, type Kysely } from 'kysely';

/**
 * The audit log: who did what, when and from where. A row is written in the same transaction as the change
 * it records, so a change that failed has none and one that was stored always has one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer')
    // The account's email as it was: the row stays readable after the account changes.
    .addColumn('user_email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('kind', 'text')
    .addColumn('record_id', 'integer')
    .addColumn('record_name', 'text')
    .addColumn('changes', 'jsonb')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_user_idx').on('audit_log').columns(['user_id', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}

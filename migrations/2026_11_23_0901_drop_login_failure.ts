import { sql, type Kysely } from 'kysely';

/** Failures are counted in `login_attempt` now; the per-failure rows are no longer read or written. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failure').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_failure')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('failed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_failure_key_idx').on('login_failure').columns(['key', 'failed_at']).execute();
}

import { sql, type Kysely } from 'kysely';

/** express-session rows; `token_hash` binds the bearer token mirror to the same session (DESIGN.md §1). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session')
    .addColumn('sid', 'text', (col) => col.primaryKey())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('admin_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('session_expires_idx').on('session').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('session').execute();
}

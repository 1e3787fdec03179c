import { type Kysely } from 'kysely';

/**
 * One row per throttle key (email, address or device) and its current 15-minute window (DESIGN.md §1).
 * A sign-in reserves its attempt here with one upsert before the password is checked, so parallel attempts
 * are counted one after another and never more than the limit reach the hash.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_attempt')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_attempt_window_idx').on('login_attempt').column('window_start').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_attempt').execute();
}

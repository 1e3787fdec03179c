import type { Kysely } from 'kysely';

/**
 * The version of each record the legacy REST API last served a session (a GET of the record or of its list),
 * so that session's later write is made over that version and refused when the team has saved a newer one.
 * A row lives only as long as its session: ending or expiring the session deletes it (cascade).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session_record_read')
    .addColumn('sid', 'text', (col) => col.notNull().references('session.sid').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('record_id', 'integer', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('session_record_read_pkey', ['sid', 'kind', 'record_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('session_record_read').execute();
}

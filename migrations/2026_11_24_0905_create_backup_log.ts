import { sql, type Kysely } from 'kysely';

/**
 * The backups made: when, of which kind (an admin's download, the server's schedule, the command line), by
 * whom and how large. The account's email is kept as it was, so a row stays readable after the account
 * changes, as in the audit log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('backup_log')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('download', 'scheduled', 'cli')`))
    .addColumn('user_id', 'integer', (col) => col.references('admin_user.id').onDelete('set null'))
    .addColumn('user_email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bigint', (col) => col.notNull().check(sql`bytes >= 0`))
    .execute();
  await db.schema.createIndex('backup_log_created_idx').on('backup_log').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backup_log').execute();
}

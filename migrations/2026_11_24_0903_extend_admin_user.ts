import type { Kysely } from 'kysely';

/**
 * Team accounts: a name to show, an account that can be switched off without losing its history in the
 * log, a temporary password that must be replaced at the next sign-in, and when the account last signed in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admin_user')
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('must_change_password', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('last_sign_in_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admin_user')
    .dropColumn('name')
    .dropColumn('active')
    .dropColumn('must_change_password')
    .dropColumn('last_sign_in_at')
    .execute();
}

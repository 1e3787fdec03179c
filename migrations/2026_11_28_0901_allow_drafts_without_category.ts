import { sql, type Kysely } from 'kysely';

/** The categories each table allows, as its create migration wrote them. */
const CATEGORIES = {
  attraction: sql`('Religi', 'Sejarah', 'Budaya', 'Pesisir', 'UMKM')`,
  kuliner: sql`('Makanan', 'Minuman', 'Oleh-oleh')`,
};

/**
 * A draft needs only its name (docs/decisions/0015): an attraction or a kuliner saved as a draft before its
 * category is chosen stores it empty. A published record still has one of the table's categories.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, categories] of Object.entries(CATEGORIES)) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_category_check`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_category_check`)} check (category in ${categories} or (status = 'draft' and category = ''))`.execute(db);
  }
}

/** Drafts without a category go back to needing one; the check is not run over them (they stay as saved). */
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, categories] of Object.entries(CATEGORIES)) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_category_check`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_category_check`)} check (category in ${categories}) not valid`.execute(db);
  }
}

import { sql, type Kysely } from 'kysely';

/**
 * Food and drink of the village (DESIGN.md §9): a dish, a drink or a souvenir with a price range in rupiah,
 * and the life every record has (draft or published, its version, last change and the trash).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kuliner')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull().check(sql`category in ('Makanan', 'Minuman', 'Oleh-oleh')`))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price_min', 'integer', (col) => col.notNull().defaultTo(0).check(sql`price_min >= 0`))
    .addColumn('price_max', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('opening_hours', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(15)', (col) => col.notNull().defaultTo(''))
    .addColumn('location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('halal', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('published').check(sql`status in ('draft', 'published')`))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (col) => col.references('admin_user.id').onDelete('set null'))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer', (col) => col.references('admin_user.id').onDelete('set null'))
    .addCheckConstraint('kuliner_price_range', sql`price_max >= price_min`)
    .execute();
  await db.schema.createIndex('kuliner_trash_idx').on('kuliner').column('deleted_at').where(sql.ref('deleted_at'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('kuliner').execute();
}

import type { Db } from '../../db/connection';

export function selectDocuments(db: Db) {
  return db.selectFrom('document').select(['slug', 'size', 'updated_at']).orderBy('slug').execute();
}

export function selectDocumentData(db: Db, slug: string) {
  return db.selectFrom('document').select(['data', 'size', 'updated_at']).where('slug', '=', slug).executeTakeFirst();
}

export async function upsertDocument(db: Db, slug: string, data: Uint8Array): Promise<void> {
  const row = { data, size: data.byteLength, updated_at: new Date() };
  await db
    .insertInto('document')
    .values({ slug, ...row })
    .onConflict((oc) => oc.column('slug').doUpdateSet(row))
    .execute();
}

export async function countDocuments(db: Db): Promise<number> {
  const row = await db.selectFrom('document').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

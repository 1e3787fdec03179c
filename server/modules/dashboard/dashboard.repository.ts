import type { Db } from '../../db/connection';

export function countAttractionsByCategory(db: Db) {
  return db
    .selectFrom('attraction')
    .select((eb) => ['category', eb.fn.countAll<number>().as('count')])
    .groupBy('category')
    .execute();
}

export async function countRows(db: Db, table: 'accommodation' | 'paket' | 'facility' | 'map_location'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

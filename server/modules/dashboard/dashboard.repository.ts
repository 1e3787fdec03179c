/** Counts of records out of the trash, drafts included: what the village team looks after. */
import type { Db } from '../../db/connection';
import type { RecordTable } from '../../db/schema';

export function countAttractionsByCategory(db: Db) {
  return db
    .selectFrom('attraction')
    .select((eb) => ['category', eb.fn.countAll<number>().as('count')])
    .where('deleted_at', 'is', null)
    .groupBy('category')
    .execute();
}

export async function countRows(db: Db, table: RecordTable): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.count);
}

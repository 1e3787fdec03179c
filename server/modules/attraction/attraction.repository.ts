import type { AttractionData } from '../../../shared/schemas/attraction';
import type { Db } from '../../db/connection';

const COLUMNS = [
  'id',
  'category',
  'name',
  'description',
  'price',
  'time_open_close',
  'phone',
  'email',
  'instagram',
  'location',
  'facilities',
  'points_of_attraction',
] as const;

export function selectAttractions(db: Db, category?: string) {
  let query = db.selectFrom('attraction').select(COLUMNS);
  if (category) query = query.where('category', '=', category);
  return query.orderBy('id').execute();
}

export function selectAttraction(db: Db, id: number) {
  return db.selectFrom('attraction').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertAttraction(db: Db, data: AttractionData): Promise<number> {
  const row = await db.insertInto('attraction').values(data).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAttraction(db: Db, id: number, data: AttractionData): Promise<number | null> {
  const row = await db.updateTable('attraction').set(data).where('id', '=', id).returning('id').executeTakeFirst();
  return row?.id ?? null;
}

export async function deleteAttraction(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('attraction').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

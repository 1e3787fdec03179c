import type { AccommodationData } from '../../../shared/schemas/accommodation';
import type { Db } from '../../db/connection';

const COLUMNS = [
  'id',
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

export function selectAccommodations(db: Db) {
  return db.selectFrom('accommodation').select(COLUMNS).orderBy('id').execute();
}

export function selectAccommodation(db: Db, id: number) {
  return db.selectFrom('accommodation').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertAccommodation(db: Db, data: AccommodationData): Promise<number> {
  const row = await db.insertInto('accommodation').values(data).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccommodation(db: Db, id: number, data: AccommodationData): Promise<number | null> {
  const row = await db.updateTable('accommodation').set(data).where('id', '=', id).returning('id').executeTakeFirst();
  return row?.id ?? null;
}

export async function deleteAccommodation(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('accommodation').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

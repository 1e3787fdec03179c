import type { FacilityData } from '../../../shared/schemas/facility';
import type { Db } from '../../db/connection';

const COLUMNS = [
  'id',
  'name',
  'description',
  'facilities',
  'location',
] as const;

export function selectFacilities(db: Db) {
  return db.selectFrom('facility').select(COLUMNS).orderBy('id').execute();
}

export function selectFacility(db: Db, id: number) {
  return db.selectFrom('facility').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertFacility(db: Db, data: FacilityData): Promise<number> {
  const row = await db.insertInto('facility').values(data).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFacility(db: Db, id: number, data: FacilityData): Promise<number | null> {
  const row = await db.updateTable('facility').set(data).where('id', '=', id).returning('id').executeTakeFirst();
  return row?.id ?? null;
}

export async function deleteFacility(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('facility').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

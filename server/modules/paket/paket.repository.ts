import type { PaketData } from '../../../shared/schemas/paket';
import type { Db } from '../../db/connection';

const COLUMNS = [
  'id',
  'name',
  'description',
  'price',
  'phone',
  'facilities',
] as const;

export function selectPakets(db: Db) {
  return db.selectFrom('paket').select(COLUMNS).orderBy('id').execute();
}

export function selectPaket(db: Db, id: number) {
  return db.selectFrom('paket').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertPaket(db: Db, data: PaketData): Promise<number> {
  const row = await db.insertInto('paket').values(data).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePaket(db: Db, id: number, data: PaketData): Promise<number | null> {
  const row = await db.updateTable('paket').set(data).where('id', '=', id).returning('id').executeTakeFirst();
  return row?.id ?? null;
}

export async function deletePaket(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('paket').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

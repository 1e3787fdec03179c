import type { MapLocationData } from '../../../shared/schemas/map-location';
import type { Db } from '../../db/connection';

const COLUMNS = ['id', 'name', 'category', 'latitude', 'longitude', 'embed_url'] as const;

function toRow({ embedUrl, ...data }: MapLocationData) {
  return { ...data, embed_url: embedUrl };
}

export function selectMapLocations(db: Db) {
  return db.selectFrom('map_location').select(COLUMNS).orderBy('id').execute();
}

export function selectMapLocation(db: Db, id: number) {
  return db.selectFrom('map_location').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertMapLocation(db: Db, data: MapLocationData): Promise<number> {
  const row = await db.insertInto('map_location').values(toRow(data)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMapLocation(db: Db, id: number, data: MapLocationData): Promise<number | null> {
  const row = await db.updateTable('map_location').set(toRow(data)).where('id', '=', id).returning('id').executeTakeFirst();
  return row?.id ?? null;
}

export async function deleteMapLocation(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('map_location').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

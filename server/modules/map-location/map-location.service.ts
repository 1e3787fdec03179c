/** Map locations, persisted on the server (DESIGN.md §1 departs from SPEC.md's local sample). */
import type { MapCategory } from '../../../shared/constants';
import type { MapLocation, MapLocationData } from '../../../shared/schemas/map-location';
import type { Db } from '../../db/connection';
import { cachedRead, writing } from '../../db/read-cache';
import { notFound } from '../../errors';
import * as repo from './map-location.repository';

type MapLocationRow = NonNullable<Awaited<ReturnType<typeof repo.selectMapLocation>>>;

function toMapLocation({ embed_url, category, ...row }: MapLocationRow): MapLocation {
  return { ...row, category: category as MapCategory, embedUrl: embed_url };
}

export async function listMapLocations(db: Db): Promise<MapLocation[]> {
  return cachedRead(db, 'map_location', async () => (await repo.selectMapLocations(db)).map(toMapLocation));
}

export async function getMapLocation(db: Db, id: number): Promise<MapLocation> {
  const row = await repo.selectMapLocation(db, id);
  if (!row) throw notFound('mapLocationNotFound');
  return toMapLocation(row);
}

export async function createMapLocation(db: Db, data: MapLocationData): Promise<MapLocation> {
  return getMapLocation(db, await writing(db, () => repo.insertMapLocation(db, data)));
}

export async function updateMapLocation(db: Db, id: number, data: MapLocationData): Promise<MapLocation> {
  const updated = await writing(db, () => repo.updateMapLocation(db, id, data));
  if (updated === null) throw notFound('mapLocationNotFound');
  return getMapLocation(db, id);
}

export async function deleteMapLocation(db: Db, id: number): Promise<void> {
  if (!(await writing(db, () => repo.deleteMapLocation(db, id)))) throw notFound('mapLocationNotFound');
}

import type { Facility, FacilityData } from '../../../shared/schemas/facility';
import type { Db } from '../../db/connection';
import { cachedRead } from '../../db/read-cache';
import { notFound } from '../../errors';
import { deleteWithImages, imagesByOwner, saveWithImages, type ImageChange } from '../media/media.service';
import * as repo from './facility.repository';

type FacilityRow = NonNullable<Awaited<ReturnType<typeof repo.selectFacility>>>;

function toFacility(row: FacilityRow, images: Map<number, Facility['images']>): Facility {
  return { ...row, images: images.get(row.id) ?? [] };
}

export function listFacilities(db: Db): Promise<Facility[]> {
  return cachedRead(db, 'facility', async () => {
    const rows = await repo.selectFacilities(db);
    const images = await imagesByOwner(db, 'facility', rows.map((row) => row.id));
    return rows.map((row) => toFacility(row, images));
  });
}

export async function getFacility(db: Db, id: number): Promise<Facility> {
  const row = await repo.selectFacility(db, id);
  if (!row) throw notFound('facilityNotFound');
  return toFacility(row, await imagesByOwner(db, 'facility', [id]));
}

export async function createFacility(db: Db, data: FacilityData, images: ImageChange): Promise<Facility> {
  const id = await saveWithImages(db, 'facility', images, (trx) => repo.insertFacility(trx, data));
  if (id === null) throw notFound('facilityNotFound');
  return getFacility(db, id);
}

export async function updateFacility(db: Db, id: number, data: FacilityData, images: ImageChange): Promise<Facility> {
  const updated = await saveWithImages(db, 'facility', images, (trx) => repo.updateFacility(trx, id, data));
  if (updated === null) throw notFound('facilityNotFound');
  return getFacility(db, id);
}

export async function deleteFacility(db: Db, id: number): Promise<void> {
  const removed = await deleteWithImages(db, 'facility', id, (trx) => repo.deleteFacility(trx, id));
  if (!removed) throw notFound('facilityNotFound');
}

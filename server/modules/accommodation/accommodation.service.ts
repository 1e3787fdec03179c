import { ACCOMMODATION_CATEGORY } from '../../../shared/constants';
import type { Accommodation, AccommodationData } from '../../../shared/schemas/accommodation';
import type { Db } from '../../db/connection';
import { cachedRead } from '../../db/read-cache';
import { notFound } from '../../errors';
import { deleteWithImages, imagesByOwner, saveWithImages, type ImageChange } from '../media/media.service';
import * as repo from './accommodation.repository';

type AccommodationRow = NonNullable<Awaited<ReturnType<typeof repo.selectAccommodation>>>;

function toAccommodation(row: AccommodationRow, images: Map<number, Accommodation['images']>): Accommodation {
  return { ...row, category: ACCOMMODATION_CATEGORY, images: images.get(row.id) ?? [] };
}

export function listAccommodations(db: Db): Promise<Accommodation[]> {
  return cachedRead(db, 'accommodation', async () => {
    const rows = await repo.selectAccommodations(db);
    const images = await imagesByOwner(db, 'accommodation', rows.map((row) => row.id));
    return rows.map((row) => toAccommodation(row, images));
  });
}

export async function getAccommodation(db: Db, id: number): Promise<Accommodation> {
  const row = await repo.selectAccommodation(db, id);
  if (!row) throw notFound('accommodationNotFound');
  return toAccommodation(row, await imagesByOwner(db, 'accommodation', [id]));
}

export async function createAccommodation(db: Db, data: AccommodationData, images: ImageChange): Promise<Accommodation> {
  const id = await saveWithImages(db, 'accommodation', images, (trx) => repo.insertAccommodation(trx, data));
  if (id === null) throw notFound('accommodationNotFound');
  return getAccommodation(db, id);
}

export async function updateAccommodation(db: Db, id: number, data: AccommodationData, images: ImageChange): Promise<Accommodation> {
  const updated = await saveWithImages(db, 'accommodation', images, (trx) => repo.updateAccommodation(trx, id, data));
  if (updated === null) throw notFound('accommodationNotFound');
  return getAccommodation(db, id);
}

export async function deleteAccommodation(db: Db, id: number): Promise<void> {
  const removed = await deleteWithImages(db, 'accommodation', id, (trx) => repo.deleteAccommodation(trx, id));
  if (!removed) throw notFound('accommodationNotFound');
}

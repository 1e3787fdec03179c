/** Attractions, UMKM included (category UMKM, SPEC.md §3). */
import type { AttractionCategory } from '../../../shared/constants';
import type { Attraction, AttractionData } from '../../../shared/schemas/attraction';
import type { Db } from '../../db/connection';
import { cachedRead } from '../../db/read-cache';
import { notFound } from '../../errors';
import { deleteWithImages, imagesByOwner, saveWithImages, type ImageChange } from '../media/media.service';
import * as repo from './attraction.repository';

type AttractionRow = NonNullable<Awaited<ReturnType<typeof repo.selectAttraction>>>;

function toAttraction(row: AttractionRow, images: Map<number, Attraction['images']>): Attraction {
  return { ...row, category: row.category as AttractionCategory, images: images.get(row.id) ?? [] };
}

export function listAttractions(db: Db, category?: AttractionCategory): Promise<Attraction[]> {
  return cachedRead(db, `attraction:${category ?? ''}`, async () => {
    const rows = await repo.selectAttractions(db, category);
    const images = await imagesByOwner(db, 'attraction', rows.map((row) => row.id));
    return rows.map((row) => toAttraction(row, images));
  });
}

export async function getAttraction(db: Db, id: number): Promise<Attraction> {
  const row = await repo.selectAttraction(db, id);
  if (!row) throw notFound('attractionNotFound');
  return toAttraction(row, await imagesByOwner(db, 'attraction', [id]));
}

export async function createAttraction(db: Db, data: AttractionData, images: ImageChange): Promise<Attraction> {
  const id = await saveWithImages(db, 'attraction', images, (trx) => repo.insertAttraction(trx, data));
  if (id === null) throw notFound('attractionNotFound');
  return getAttraction(db, id);
}

export async function updateAttraction(db: Db, id: number, data: AttractionData, images: ImageChange): Promise<Attraction> {
  const updated = await saveWithImages(db, 'attraction', images, (trx) => repo.updateAttraction(trx, id, data));
  if (updated === null) throw notFound('attractionNotFound');
  return getAttraction(db, id);
}

export async function deleteAttraction(db: Db, id: number): Promise<void> {
  const removed = await deleteWithImages(db, 'attraction', id, (trx) => repo.deleteAttraction(trx, id));
  if (!removed) throw notFound('attractionNotFound');
}

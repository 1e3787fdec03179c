import type { Paket, PaketData } from '../../../shared/schemas/paket';
import type { Db } from '../../db/connection';
import { cachedRead } from '../../db/read-cache';
import { notFound } from '../../errors';
import { deleteWithImages, imagesByOwner, saveWithImages, type ImageChange } from '../media/media.service';
import * as repo from './paket.repository';

type PaketRow = NonNullable<Awaited<ReturnType<typeof repo.selectPaket>>>;

function toPaket(row: PaketRow, images: Map<number, Paket['images']>): Paket {
  return { ...row, images: images.get(row.id) ?? [] };
}

export function listPakets(db: Db): Promise<Paket[]> {
  return cachedRead(db, 'paket', async () => {
    const rows = await repo.selectPakets(db);
    const images = await imagesByOwner(db, 'paket', rows.map((row) => row.id));
    return rows.map((row) => toPaket(row, images));
  });
}

export async function getPaket(db: Db, id: number): Promise<Paket> {
  const row = await repo.selectPaket(db, id);
  if (!row) throw notFound('paketNotFound');
  return toPaket(row, await imagesByOwner(db, 'paket', [id]));
}

export async function createPaket(db: Db, data: PaketData, images: ImageChange): Promise<Paket> {
  const id = await saveWithImages(db, 'paket', images, (trx) => repo.insertPaket(trx, data));
  if (id === null) throw notFound('paketNotFound');
  return getPaket(db, id);
}

export async function updatePaket(db: Db, id: number, data: PaketData, images: ImageChange): Promise<Paket> {
  const updated = await saveWithImages(db, 'paket', images, (trx) => repo.updatePaket(trx, id, data));
  if (updated === null) throw notFound('paketNotFound');
  return getPaket(db, id);
}

export async function deletePaket(db: Db, id: number): Promise<void> {
  const removed = await deleteWithImages(db, 'paket', id, (trx) => repo.deletePaket(trx, id));
  if (!removed) throw notFound('paketNotFound');
}

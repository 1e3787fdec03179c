/** Images of records: attach them to API shapes, write them with their record, serve their bytes. */
import type { ImageRef } from '../../../shared/schemas/common';
import { imageDataColumn, IMAGE_WIDTHS, type ImageDataColumn, type ImageWidth } from '../../../shared/constants';
import type { Db } from '../../db/connection';
import { writing } from '../../db/read-cache';
import type { ImageOwnerType } from '../../db/schema';
import { processImages, type ImageUpload, type ProcessedImage } from './image-processing';
import * as repo from './media.repository';

/** What a write does to a record's images: new pictures replace all; else `keepIds` reorders or trims. */
export interface ImageChange {
  /** Uploads, checked and re-encoded before the write. */
  files: ImageUpload[];
  /** Pictures already checked and re-encoded by processImage (the demo seed keeps them cached), before `files`. */
  processed?: ProcessedImage[];
  keepIds?: number[] | undefined;
}

export const NO_IMAGE_CHANGE: ImageChange = { files: [] };

/** Images of many records in one query, grouped by record id, in their stored order. */
export async function imagesByOwner(db: Db, ownerType: ImageOwnerType, ownerIds: number[]): Promise<Map<number, ImageRef[]>> {
  const rows = await repo.selectImagesOf(db, ownerType, ownerIds);
  const grouped = new Map<number, ImageRef[]>();
  for (const { owner_id, ...image } of rows) {
    const list = grouped.get(owner_id) ?? [];
    list.push(image);
    grouped.set(owner_id, list);
  }
  return grouped;
}

/** One width's bytes per stored column (data_480 …), whatever IMAGE_WIDTHS holds. */
function imageDataColumns(data: Record<ImageWidth, Uint8Array>): Record<ImageDataColumn, Uint8Array> {
  return Object.fromEntries(IMAGE_WIDTHS.map((width) => [imageDataColumn(width), data[width]])) as Record<ImageDataColumn, Uint8Array>;
}

function toNewImages(ownerType: ImageOwnerType, ownerId: number, images: ProcessedImage[], firstPosition = 0) {
  return images.map((image, index) => ({
    owner_type: ownerType,
    owner_id: ownerId,
    position: firstPosition + index,
    dir: image.dir,
    width: image.width,
    height: image.height,
    ...imageDataColumns(image.data),
  }));
}

async function applyImageChange(trx: Db, ownerType: ImageOwnerType, ownerId: number, processed: ProcessedImage[], change: ImageChange) {
  if (processed.length > 0) {
    await repo.deleteImagesOf(trx, ownerType, ownerId);
    await repo.insertImages(trx, toNewImages(ownerType, ownerId, processed));
    return;
  }
  if (!change.keepIds) return;
  const current = await repo.selectImagesOf(trx, ownerType, [ownerId]);
  const keepIds = change.keepIds.filter((id) => current.some((image) => image.id === id));
  await repo.deleteImagesExcept(trx, ownerType, ownerId, keepIds);
  for (const [position, imageId] of keepIds.entries()) await repo.updateImagePosition(trx, imageId, position);
}

/**
 * Writes a record and its images together. Images are decoded and re-encoded before the transaction
 * opens (DESIGN.md §1); inside it, `write` stores the record and returns its id, or null when it names
 * no record, in which case nothing is written.
 */
export async function saveWithImages(
  db: Db,
  ownerType: ImageOwnerType,
  change: ImageChange,
  write: (trx: Db) => Promise<number | null>,
  /** Runs in the same transaction once the record and its images are written (the audit log). */
  after: (trx: Db, ownerId: number) => Promise<void> = async () => undefined,
): Promise<number | null> {
  const processed = [...(change.processed ?? []), ...(await processImages(change.files))];
  return writing(db, async (trx) => {
    const ownerId = await write(trx);
    if (ownerId === null) return null;
    await applyImageChange(trx, ownerType, ownerId, processed, change);
    await after(trx, ownerId);
    return ownerId;
  });
}

/**
 * One picture in its place among an owner's (the village's hero or logo), inside the caller's transaction:
 * `replaced`, the picture it takes the place of, is deleted; with no new picture the place is left empty.
 */
export async function replaceImageAt(trx: Db, ownerType: ImageOwnerType, ownerId: number, position: number, replaced: string | null, processed: ProcessedImage | null): Promise<void> {
  if (replaced) await repo.deleteImage(trx, ownerType, replaced);
  if (processed) await repo.insertImages(trx, toNewImages(ownerType, ownerId, [processed], position));
}

/** Deletes a record and its images together; false when the record did not exist. */
export function deleteWithImages(
  db: Db,
  ownerType: ImageOwnerType,
  ownerId: number,
  remove: (trx: Db) => Promise<boolean>,
): Promise<boolean> {
  return writing(db, async (trx) => {
    const removed = await remove(trx);
    if (removed) await repo.deleteImagesOf(trx, ownerType, ownerId);
    return removed;
  });
}

export interface StoredImage {
  data: Uint8Array;
  /** Its record is published and out of the trash: anyone may see it (DESIGN.md §8). */
  published: boolean;
}

/**
 * The bytes of one image at a width, and whether its record, in one of `ownerTables` (the tables of the
 * kinds with images), is one visitors see; null when `dir` names none.
 */
export async function readImage(db: Db, dir: string, width: ImageWidth, ownerTables: readonly ImageOwnerType[]): Promise<StoredImage | null> {
  const row = await repo.selectImageData(db, dir, imageDataColumn(width), ownerTables);
  return row ? { data: row.data, published: row.published === true } : null;
}

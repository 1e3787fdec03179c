import type { Db } from '../../db/connection';
import type { ImageOwnerType, NewImage } from '../../db/schema';
import type { ImageDataColumn } from '../../../shared/constants';

export interface ImageRow {
  id: number;
  owner_id: number;
  dir: string;
  width: number;
  height: number;
}

export function selectImagesOf(db: Db, ownerType: ImageOwnerType, ownerIds: number[]): Promise<ImageRow[]> {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('image')
    .select(['id', 'owner_id', 'dir', 'width', 'height'])
    .where('owner_type', '=', ownerType)
    .where('owner_id', 'in', ownerIds)
    .orderBy('owner_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertImages(db: Db, images: NewImage[]): Promise<void> {
  if (images.length > 0) await db.insertInto('image').values(images).execute();
}

export async function deleteImage(db: Db, ownerType: ImageOwnerType, dir: string): Promise<void> {
  await db.deleteFrom('image').where('owner_type', '=', ownerType).where('dir', '=', dir).execute();
}

export async function deleteImagesOf(db: Db, ownerType: ImageOwnerType, ownerId: number): Promise<void> {
  await db.deleteFrom('image').where('owner_type', '=', ownerType).where('owner_id', '=', ownerId).execute();
}

export async function deleteImagesExcept(db: Db, ownerType: ImageOwnerType, ownerId: number, keepIds: number[]): Promise<void> {
  let query = db.deleteFrom('image').where('owner_type', '=', ownerType).where('owner_id', '=', ownerId);
  if (keepIds.length > 0) query = query.where('id', 'not in', keepIds);
  await query.execute();
}

export async function updateImagePosition(db: Db, imageId: number, position: number): Promise<void> {
  await db.updateTable('image').set({ position }).where('id', '=', imageId).execute();
}

/**
 * An image's bytes at one width, and whether visitors may see it: the village's own photos (the hero, the
 * logo) always, a record's when the record is published and out of the trash. One query, the owner looked
 * up by its primary key in whichever of `ownerTables` owns the image.
 */
export function selectImageData(db: Db, dir: string, column: ImageDataColumn, ownerTables: readonly ImageOwnerType[]) {
  return db
    .selectFrom('image')
    .select((eb) => {
      const ownedBy = (table: ImageOwnerType) => {
        if (table === 'village') return eb('image.owner_type', '=', 'village');
        // Every record table has the same life columns (schema.ts RecordLifecycle): one table's types serve all.
        const owner = table as 'attraction';
        const visible = eb
          .selectFrom(owner)
          .select(`${owner}.id`)
          .whereRef(`${owner}.id`, '=', 'image.owner_id')
          .where(`${owner}.status`, '=', 'published')
          .where(`${owner}.deleted_at`, 'is', null);
        return eb.and([eb('image.owner_type', '=', table), eb.exists(visible)]);
      };
      const owners = ownerTables.includes('village') ? ownerTables : [...ownerTables, 'village' as const];
      return [eb.ref(column).as('data'), eb.or(owners.map(ownedBy)).as('published')];
    })
    .where('dir', '=', dir)
    .executeTakeFirst();
}

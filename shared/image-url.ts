/**
 * Image addresses (DESIGN.md §1, §7): `/uploads/<dir>` is the largest stored width, `?w=` one of the
 * smaller ones. Shared so the server's preload hints name exactly what the page fetches.
 */
import { RESIZED_IMAGE_WIDTHS, type ResizedImageWidth } from './constants';
import type { ImageRef } from './schemas/common';

/** The `sizes` of the detail pages' main image (their largest paint). */
export const GALLERY_SIZES = '(min-width: 1024px) 720px, 100vw';

/** What an address needs of a stored image (a record's, or one of the village's own photos). */
type StoredSize = Pick<ImageRef, 'dir' | 'width'>;

export function uploadPath(dir: string): string {
  return `/uploads/${encodeURIComponent(dir)}`;
}

/** The stored copy of one smaller width, whatever the original's size. */
export function resizedPath(dir: string, width: ResizedImageWidth): string {
  return `${uploadPath(dir)}?w=${width}`;
}

/** `srcset` of the stored widths that are really smaller than the original (the server never upscales). */
export function imageSrcSet(image: StoredSize): string {
  const entries = RESIZED_IMAGE_WIDTHS.filter((width) => width < image.width).map((width) => `${resizedPath(image.dir, width)} ${width}w`);
  entries.push(`${uploadPath(image.dir)} ${image.width}w`);
  return entries.join(', ');
}

export function imageUrl(image: StoredSize, width?: ResizedImageWidth): string {
  return width && width < image.width ? resizedPath(image.dir, width) : uploadPath(image.dir);
}

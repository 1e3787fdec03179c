/**
 * Image addresses (DESIGN.md §1, §7): `/uploads/<dir>` is the largest stored width, `?w=480` and
 * `?w=960` the smaller ones. Shared so the server's preload hints name exactly what the page fetches.
 */
import type { ImageRef } from './schemas/common';

/** The `sizes` of the detail pages' main image (their largest paint). */
export const GALLERY_SIZES = '(min-width: 1024px) 720px, 100vw';

function uploadPath(image: ImageRef): string {
  return `/uploads/${encodeURIComponent(image.dir)}`;
}

/** `srcset` of the stored widths that are really smaller than the original (the server never upscales). */
export function imageSrcSet(image: ImageRef): string {
  const base = uploadPath(image);
  const entries = [480, 960].filter((width) => width < image.width).map((width) => `${base}?w=${width} ${width}w`);
  entries.push(`${base} ${image.width}w`);
  return entries.join(', ');
}

export function imageUrl(image: ImageRef, width?: 480 | 960): string {
  const base = uploadPath(image);
  return width && width < image.width ? `${base}?w=${width}` : base;
}

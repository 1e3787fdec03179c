/** The FormData of server/trpc/record-form.ts: `data` JSON, `images` files in order, `imageIds`, `id`. */
import type { ImageState } from '../ui/image-picker';

export function recordFormData(data: unknown, images: ImageState, id?: number): FormData {
  const form = new FormData();
  if (id !== undefined) form.set('id', String(id));
  form.set('data', JSON.stringify(data));
  for (const file of images.files) form.append('images', file, file.name);
  // Without new files an update keeps the shown images in the shown order (reorder or removal).
  if (id !== undefined && images.files.length === 0) form.set('imageIds', JSON.stringify(images.existing.map((image) => image.id)));
  return form;
}

export function imagesChanged(original: ImageState, current: ImageState): boolean {
  return (
    current.files.length > 0 ||
    original.existing.length !== current.existing.length ||
    original.existing.some((image, index) => image.id !== current.existing[index]?.id)
  );
}

/**
 * The FormData of server/trpc/record-form.ts: `data` JSON, `translations` JSON (when the kind has English
 * texts), `images` files in order, `imageIds`, `status`, and on an update `id` and `version` (the one the
 * form loaded: a newer one on the server refuses the save).
 * The images are shrunk first (shrink-photo.ts): what the form holds is what the admin picked.
 */
import type { RecordStatus } from '@shared/schemas/lifecycle';
import type { Translations } from '@shared/schemas/translation';
import { shrinkPhoto } from '@client/lib/shrink-photo';
import type { ImageState } from '@client/components/admin/image-picker';

/** What a save says beside the record: the status it gets, and for an update which record over which version. */
export interface SaveTarget {
  status: RecordStatus;
  edited?: { id: number; version: number };
}

export async function recordFormData({ data, translations }: { data: unknown; translations?: Translations | undefined }, images: ImageState, { status, edited }: SaveTarget): Promise<FormData> {
  const form = new FormData();
  if (edited) {
    form.set('id', String(edited.id));
    form.set('version', String(edited.version));
  }
  form.set('status', status);
  form.set('data', JSON.stringify(data));
  if (translations) form.set('translations', JSON.stringify(translations));
  // One photo at a time: a phone holds one decoded 12-megapixel photo (about 48 MB) at once, not ten.
  for (const file of images.files) {
    const photo = await shrinkPhoto(file);
    form.append('images', photo, photo.name);
  }
  // Without new files an update keeps the shown images in the shown order (reorder or removal).
  if (edited && images.files.length === 0) form.set('imageIds', JSON.stringify(images.existing.map((image) => image.id)));
  return form;
}

export function imagesChanged(original: ImageState, current: ImageState): boolean {
  return (
    current.files.length > 0 ||
    original.existing.length !== current.existing.length ||
    original.existing.some((image, index) => image.id !== current.existing[index]?.id)
  );
}

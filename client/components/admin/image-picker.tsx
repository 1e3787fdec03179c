/**
 * Images of a record: pick several (images only) with previews, reorder (the first is the cover), remove.
 * New files replace every old image on save (SPEC.md §5); without new files the kept old images are
 * saved in the shown order (imageIds).
 */
import { useEffect, useId, useMemo } from 'react';
import { SMALL_IMAGE_WIDTH, UPLOAD } from '@shared/constants';
import { resizedPath } from '@shared/image-url';
import { message, messages } from '@shared/messages';
import type { ImageRef } from '@shared/schemas/common';

export interface ImageState {
  existing: ImageRef[];
  files: File[];
}

export const NO_IMAGES: ImageState = { existing: [], files: [] };

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Addresses of the chosen files for their previews, revoked when the files change or the screen goes. */
export function useObjectUrls(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

const SMALL_BUTTON = 'rounded bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-900 shadow hover:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 disabled:opacity-40';

export function ImagePicker({ id, value, onChange }: { id: string; value: ImageState; onChange: (next: ImageState) => void }) {
  const hintId = useId();
  const fileUrls = useObjectUrls(value.files);
  const showingFiles = value.files.length > 0;
  const sources = showingFiles ? fileUrls : value.existing.map((image) => resizedPath(image.dir, SMALL_IMAGE_WIDTH));

  const reorder = (from: number, to: number) =>
    onChange(showingFiles ? { ...value, files: move(value.files, from, to) } : { ...value, existing: move(value.existing, from, to) });
  const remove = (index: number) =>
    onChange(
      showingFiles
        ? { ...value, files: value.files.filter((_, i) => i !== index) }
        : { ...value, existing: value.existing.filter((_, i) => i !== index) },
    );

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">{messages.adminFieldImages}</legend>
      <label htmlFor={id} className="sr-only">
        {messages.adminFieldImages}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        aria-describedby={hintId}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []).filter((file) => file.type.startsWith('image/'));
          if (picked.length > 0) onChange({ ...value, files: [...value.files, ...picked].slice(0, UPLOAD.maxFiles) });
          event.target.value = '';
        }}
        className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-emerald-700 file:px-3 file:py-2 file:font-semibold file:text-white"
      />
      <p id={hintId} className="text-xs text-slate-600">
        {messages.adminImagesHint} {showingFiles && value.existing.length > 0 ? messages.adminImagesReplace : ''}
      </p>
      {sources.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {sources.map((src, index) => (
            <li key={src} className="relative w-32 overflow-hidden rounded-md border border-slate-300 bg-slate-100">
              <img src={src} alt={message('adminImageAlt', { n: index + 1 })} className="h-24 w-32 object-cover" />
              {index === 0 ? (
                <span className="absolute left-1 top-1 rounded bg-emerald-800 px-1.5 text-xs font-semibold text-white">{messages.adminImageCover}</span>
              ) : null}
              <div className="flex justify-between gap-1 p-1">
                <button type="button" className={SMALL_BUTTON} disabled={index === 0} onClick={() => reorder(index, index - 1)} aria-label={message('adminImageLeft', { n: index + 1 })}>
                  ←
                </button>
                <button type="button" className={SMALL_BUTTON} onClick={() => remove(index)} aria-label={message('adminImageRemove', { n: index + 1 })}>
                  ✕
                </button>
                <button type="button" className={SMALL_BUTTON} disabled={index === sources.length - 1} onClick={() => reorder(index, index + 1)} aria-label={message('adminImageRight', { n: index + 1 })}>
                  →
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

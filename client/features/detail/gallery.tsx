import { useState } from 'react';
import { GALLERY_SIZES } from '../../../shared/image-url';
import { message } from '../../../shared/messages/public';
import type { ImageRef } from '../../../shared/schemas/common';
import { ResponsiveImage } from '../../components/ui/responsive-image';

/** Main image and thumbnails; choosing a thumbnail changes the main image (SPEC.md §2, detail pages). */
export function Gallery({ images, name }: { images: ImageRef[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  const total = images.length;
  return (
    <div role="group" aria-label={message('galleryLabel', { name })}>
      <ResponsiveImage
        key={main?.id ?? 'placeholder'}
        image={main}
        alt={total > 0 ? message('galleryImageAlt', { name, n: selected + 1 }) : name}
        priority
        sizes={GALLERY_SIZES}
        className="aspect-[3/2] h-auto w-full rounded-xl bg-slate-200 object-cover"
      />
      {total > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, index) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={message('galleryShow', { n: index + 1, total })}
                aria-pressed={index === selected}
                className={`block overflow-hidden rounded-lg border-2 ${index === selected ? 'border-brand-700' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                <ResponsiveImage image={image} alt="" sizes="96px" className="h-16 w-24 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

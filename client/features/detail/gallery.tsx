import { useState, type MouseEvent } from 'react';
import { GALLERY_SIZES } from '@shared/image-url';
import { message } from '@shared/messages/public';
import type { ImageRef } from '@shared/schemas/common';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { defineIsland } from '../../islands/define-island';
import { shownAddressWith } from '@client/lib/shown-address';
import { detailHref } from './detail-address';
import { photoParam } from './photo-search';
import { localizedPath } from '@shared/locale';

interface Props {
  images: ImageRef[];
  name: string;
  /** The page's path, and the photo its URL chose (`?foto=`), as an index into `images`. */
  pathname: string;
  chosen: number;
  /** The calendar's month its URL names (`?bulan=`), which the thumbnails' links keep. */
  month?: string;
}

/**
 * Main image and thumbnails; choosing a thumbnail changes the main image (SPEC.md §2, detail pages). The
 * thumbnails are links to the page with its photo chosen (`?foto=2`), which the server renders: without
 * JavaScript a tap loads that page; with it, the image changes in place and the address is replaced to
 * match, so it can still be shared or reloaded as it is seen.
 */
export function Gallery({ images, name, pathname, chosen, month }: Props) {
  const [selected, setSelected] = useState(chosen);
  const total = images.length;
  const main = images[selected];
  const choose = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    // A new tab or window (a modified or middle click) is the browser's to open.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setSelected(index);
    window.history.replaceState(window.history.state, '', shownAddressWith({ foto: photoParam(index)?.toString() }));
  };
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
              <a
                href={localizedPath(detailHref(pathname, { foto: photoParam(index), bulan: month }))}
                onClick={(event) => choose(event, index)}
                aria-label={message('galleryShow', { n: index + 1, total })}
                aria-current={index === selected ? 'page' : undefined}
                className={`block overflow-hidden rounded-lg border-2 ${index === selected ? 'border-brand-700' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                <ResponsiveImage image={image} alt="" className="h-16 w-24 object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export const GalleryIsland = defineIsland('gallery', Gallery);

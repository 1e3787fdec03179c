import { MEDIUM_IMAGE_WIDTH, SMALL_IMAGE_WIDTH } from '@shared/constants';
import { imageSrcSet, imageUrl } from '@shared/image-url';
import type { ImageRef } from '@shared/schemas/common';

interface Props {
  image: ImageRef | undefined;
  alt: string;
  /**
   * A large image (a detail page's gallery): the `sizes` attribute, how wide it is drawn, chosen from every
   * stored width. Without it the image is a card's: the 480 px copy on every screen, a card's bytes within
   * DESIGN.md §5's bar even on a phone whose pixel ratio would pick the largest.
   */
  sizes?: string;
  /** The first image of a page: fetched at once, never lazy (DESIGN.md §7). */
  priority?: boolean;
  className?: string;
}

export const PLACEHOLDER = { src: '/placeholder.svg', width: 480, height: 320 } as const;

/** A WebP upload in the width that fits, or the placeholder when there is none (SPEC.md §3, Images). */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: Props) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'auto';
  if (!image) {
    return (
      <img src={PLACEHOLDER.src} alt={alt} width={PLACEHOLDER.width} height={PLACEHOLDER.height} loading={loading} fetchPriority={fetchPriority} decoding="async" className={className} />
    );
  }
  return (
    <img
      src={imageUrl(image, sizes ? MEDIUM_IMAGE_WIDTH : SMALL_IMAGE_WIDTH)}
      srcSet={sizes ? imageSrcSet(image) : undefined}
      sizes={sizes}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}

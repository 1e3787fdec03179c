import { MEDIUM_IMAGE_WIDTH } from '../../../shared/constants';
import { imageSrcSet, imageUrl } from '../../../shared/image-url';
import type { ImageRef } from '../../../shared/schemas/common';

interface Props {
  image: ImageRef | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes: string;
  /** The first image of a page: fetched at once, never lazy (DESIGN.md §7). */
  priority?: boolean;
  className?: string;
}

export const PLACEHOLDER = { src: '/placeholder.svg', width: 480, height: 320 } as const;

/** A WebP upload with its width variants, or the placeholder when there is none (SPEC.md §3, Images). */
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
      src={imageUrl(image, MEDIUM_IMAGE_WIDTH)}
      srcSet={imageSrcSet(image)}
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

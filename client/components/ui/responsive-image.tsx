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

/** `srcset` of the stored widths that are really smaller than the original (the server never upscales). */
export function imageSrcSet(image: ImageRef): string {
  const base = `/uploads/${encodeURIComponent(image.dir)}`;
  const entries = [480, 960].filter((width) => width < image.width).map((width) => `${base}?w=${width} ${width}w`);
  entries.push(`${base} ${image.width}w`);
  return entries.join(', ');
}

export function imageUrl(image: ImageRef, width?: 480 | 960): string {
  const base = `/uploads/${encodeURIComponent(image.dir)}`;
  return width && width < image.width ? `${base}?w=${width}` : base;
}

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
      src={imageUrl(image, 960)}
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

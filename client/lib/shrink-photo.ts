/**
 * Photos shrink in the browser before they travel: an admin on a phone uploads a 12-megapixel camera photo
 * (about 5 MB) over mobile data, while the server keeps at most 1600 px of it (IMAGE_WIDTHS). Longest side
 * at most 2048 px, the EXIF orientation applied, encoded as JPEG. The server still checks and re-encodes
 * every upload (image-processing.ts); this only saves the bytes on the way.
 *
 * JPEG rather than WebP: every browser's canvas encodes JPEG, while Safari's (every browser on an iPhone)
 * does not encode WebP and hands back a PNG instead. The server turns every upload into WebP anyway, so a
 * WebP would only save some more bytes on the way, and only on some phones.
 */
const MAX_SIDE = 2048;
const QUALITY = 0.82;
const TYPE = 'image/jpeg';
const EXTENSION = '.jpg';

/** `foto.png` → `foto.jpg`; a name without an extension gets one. */
function renamed(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}${EXTENSION}`;
}

/**
 * Whether any pixel is see-through. A JPEG has no transparency, so a logo drawn on nothing would come out
 * on black; such a picture travels as it was picked (the server keeps its transparency). A JPEG never has it.
 */
function hasTransparency(context: OffscreenCanvasRenderingContext2D, width: number, height: number): boolean {
  const pixels = context.getImageData(0, 0, width, height).data;
  for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha] !== 255) return true;
  return false;
}

async function encode(bitmap: ImageBitmap, original: File): Promise<Blob | null> {
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  if (original.type !== TYPE && hasTransparency(context, width, height)) return null;
  return canvas.convertToBlob({ type: TYPE, quality: QUALITY });
}

/**
 * The photo to send instead of `file`: smaller, upright, `<base name>.jpg`. The original itself when the
 * result would not be smaller (an already small JPEG), when it has transparency, or when the browser
 * cannot decode or encode it (an odd format, an old browser): shrinking saves bytes, it never fails an upload.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return file;
  let bitmap: ImageBitmap | undefined;
  try {
    // 'from-image' turns the pixels as the photo's EXIF orientation says; the JPEG made from them has no EXIF.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const blob = await encode(bitmap, file);
    if (!blob || blob.type !== TYPE || blob.size >= file.size) return file;
    return new File([blob], renamed(file.name), { type: TYPE, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}

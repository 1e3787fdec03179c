/**
 * Upload checks and re-encoding (DESIGN.md §1): the bytes must decode as JPEG, PNG, WebP, AVIF or GIF,
 * at most 40 megapixels; every image is re-encoded to WebP (no EXIF/GPS kept) at 480, 960 and 1600 px,
 * never upscaled, squeezed until the card size fits 40 KB and the large one 250 KB.
 */
import { randomBytes } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { IMAGE_WIDTHS, UPLOAD, type ImageWidth } from '../../../shared/constants';
import { AppError } from '../../errors';

export interface ProcessedImage {
  dir: string;
  width: number;
  height: number;
  data: Record<ImageWidth, Buffer>;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const BYTE_BUDGET: Record<ImageWidth, number> = { 480: 40_000, 960: 120_000, 1600: 250_000 };
const QUALITIES = [76, 64, 52, 40, 30];

async function checkImage(bytes: Uint8Array): Promise<void> {
  if (bytes.byteLength > UPLOAD.maxFileBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'imageTooLarge');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', 'imageInvalid');
  }
  const format = metadata.format;
  // HEIF is accepted only as AVIF (AV1); HEIC photos are not a format we promise.
  const isAccepted = ACCEPTED_FORMATS.has(format) && (format !== 'heif' || metadata.compression === 'av1');
  if (!isAccepted || !metadata.width || !metadata.height) throw new AppError('BAD_REQUEST', 'imageInvalid');
  if (metadata.width * metadata.height > UPLOAD.maxPixels) throw new AppError('BAD_REQUEST', 'imageTooManyPixels');
}

async function encodeWidth(bytes: Uint8Array, width: ImageWidth) {
  let result: { data: Buffer; info: OutputInfo } | undefined;
  for (const quality of QUALITIES) {
    result = await sharp(bytes, { limitInputPixels: UPLOAD.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    if (result.data.byteLength <= BYTE_BUDGET[width]) break;
  }
  if (!result) throw new AppError('BAD_REQUEST', 'imageInvalid');
  return result;
}

export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  await checkImage(bytes);
  try {
    const [small, medium, large] = await Promise.all(IMAGE_WIDTHS.map((width) => encodeWidth(bytes, width)));
    if (!small || !medium || !large) throw new Error('missing width');
    return {
      dir: `${randomBytes(8).toString('hex')}.webp`,
      width: large.info.width,
      height: large.info.height,
      data: { 480: small.data, 960: medium.data, 1600: large.data },
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', 'imageInvalid');
  }
}

/** Decodes every upload before any transaction opens, one at a time to bound memory on a small server. */
export async function processImages(files: Uint8Array[]): Promise<ProcessedImage[]> {
  if (files.length > UPLOAD.maxFiles) throw new AppError('BAD_REQUEST', 'imageTooMany');
  const processed: ProcessedImage[] = [];
  for (const file of files) processed.push(await processImage(file));
  return processed;
}

/**
 * Upload checks and re-encoding (DESIGN.md §1): the bytes must decode as JPEG, PNG, WebP, AVIF or GIF,
 * at most 40 megapixels; every image is re-encoded to WebP (no EXIF/GPS kept) at every IMAGE_WIDTHS width,
 * never upscaled, squeezed until the card size fits 40 KB and the large one 250 KB. Pictures take their
 * turn in the image queue (image-queue.ts), and an upload's bytes are read only when its turn comes.
 */
import { randomBytes } from 'node:crypto';
import type { Metadata, OutputInfo } from 'sharp';
import { IMAGE_WIDTHS, LARGEST_IMAGE_WIDTH, UPLOAD, type ImageWidth } from '../../../shared/constants';
import { AppError } from '../../errors';
import { inImageQueue } from './image-queue';

type Sharp = (typeof import('sharp'))['default'];
let loading: Promise<Sharp> | undefined;

/**
 * sharp, loaded with the first picture (DESIGN.md §5, server memory): libvips and the libraries it brings
 * are about 20 MB of RSS that a server sent no picture since it started need not hold. Its operation cache
 * is off: it keeps recent inputs and results (up to 50 MB) for a repeat that never comes, every upload being
 * a new picture and the pictures served stored bytes.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/**
 * An upload as the transports hand it over: its bytes, or a Blob that reads them when asked (a file the
 * REST parser spooled to disk, a part of the tRPC form), so a waiting picture holds no memory of ours.
 */
export type ImageUpload = Uint8Array | Blob;

export interface ProcessedImage {
  dir: string;
  width: number;
  height: number;
  data: Record<ImageWidth, Buffer>;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/**
 * How every stored width is encoded: the byte budget per width, smallest first (the card size, the medium,
 * the large one), and the WebP qualities tried in turn until the budget fits. Exported so a cache of
 * processed pictures (the demo seed's) can key on it.
 */
export const IMAGE_ENCODING = {
  widths: IMAGE_WIDTHS,
  byteBudgets: [40_000, 120_000, 250_000],
  qualities: [76, 64, 52, 40, 30],
  effort: 4,
} as const;

const byteBudget = (width: ImageWidth) =>
  IMAGE_ENCODING.byteBudgets[IMAGE_WIDTHS.indexOf(width)] ?? Math.max(...IMAGE_ENCODING.byteBudgets);

/** Pictures sharp is working on right now, and the most at once since `peak` was last set to 0. */
export const imagesInWork = { now: 0, peak: 0 };

async function bytesOf(upload: ImageUpload): Promise<Uint8Array> {
  if (upload instanceof Uint8Array) return upload;
  if (upload.size > UPLOAD.maxFileBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'imageTooLarge');
  try {
    return new Uint8Array(await upload.arrayBuffer());
  } catch {
    // Only an abandoned upload loses its spooled file before its turn: nobody is waiting for this answer.
    throw new AppError('BAD_REQUEST', 'imageInvalid');
  }
}

async function checkImage(sharp: Sharp, bytes: Uint8Array): Promise<void> {
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

async function encodeWidth(sharp: Sharp, bytes: Uint8Array, width: ImageWidth) {
  let result: { data: Buffer; info: OutputInfo } | undefined;
  for (const quality of IMAGE_ENCODING.qualities) {
    result = await sharp(bytes, { limitInputPixels: UPLOAD.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality, effort: IMAGE_ENCODING.effort })
      .toBuffer({ resolveWithObject: true });
    if (result.data.byteLength <= byteBudget(width)) break;
  }
  if (!result) throw new AppError('BAD_REQUEST', 'imageInvalid');
  return result;
}

/** A fresh, unguessable name for a stored image (its URL path). */
export function newImageDir(): string {
  return `${randomBytes(8).toString('hex')}.webp`;
}

async function reencode(bytes: Uint8Array): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  await checkImage(sharp, bytes);
  try {
    const encoded = await Promise.all(IMAGE_WIDTHS.map(async (width) => [width, await encodeWidth(sharp, bytes, width)] as const));
    const large = encoded.find(([width]) => width === LARGEST_IMAGE_WIDTH)?.[1];
    if (!large) throw new Error('missing width');
    return {
      dir: newImageDir(),
      width: large.info.width,
      height: large.info.height,
      data: Object.fromEntries(encoded.map(([width, result]) => [width, result.data])) as Record<ImageWidth, Buffer>,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', 'imageInvalid');
  }
}

/** Checks and re-encodes one upload once its turn in the image queue comes. */
export function processImage(upload: ImageUpload): Promise<ProcessedImage> {
  return inImageQueue(async () => {
    imagesInWork.now += 1;
    imagesInWork.peak = Math.max(imagesInWork.peak, imagesInWork.now);
    try {
      return await reencode(await bytesOf(upload));
    } finally {
      imagesInWork.now -= 1;
    }
  });
}

/** Decodes every upload before any transaction opens, one at a time (the queue bounds all requests together). */
export async function processImages(files: ImageUpload[]): Promise<ProcessedImage[]> {
  if (files.length > UPLOAD.maxFiles) throw new AppError('BAD_REQUEST', 'imageTooMany');
  const processed: ProcessedImage[] = [];
  for (const file of files) processed.push(await processImage(file));
  return processed;
}

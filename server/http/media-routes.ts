/** Image bytes at /uploads/:dir (immutable while their record is public) and masterplan PDFs at /files/:name.pdf. */
import express, { type Request, type RequestHandler, type Response } from 'express';
import { IMAGE_WIDTHS, LARGEST_IMAGE_WIDTH, type ImageWidth } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { Db } from '../db/connection';
import { mayPreviewDrafts } from '../modules/auth/auth.service';
import { readDocument } from '../modules/document/document.service';
import { readImage } from '../modules/media/media.service';
import { RECORD_DESCRIPTORS } from '../records/record-kinds';

const DIR_PATTERN = /^[0-9a-f]{16}\.webp$/;
const WIDTHS = new Map<string, ImageWidth>(IMAGE_WIDTHS.map((width) => [String(width), width]));
/** The tables of the kinds whose records carry images. */
const IMAGE_OWNERS = RECORD_DESCRIPTORS.filter((descriptor) => descriptor.images).map((descriptor) => descriptor.table);

function sendBytes(res: Response, bytes: Uint8Array) {
  res.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/**
 * Helmet answers `Cross-Origin-Resource-Policy: same-origin` everywhere; stored bytes are public and meant
 * for pages on other origins too (the legacy clients CORS_ORIGINS exists for), so they say cross-origin.
 */
function publicBytesHeaders(res: Response) {
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

function notFound(res: Response) {
  res.status(404).type('text/plain; charset=utf-8').send(messages.notFoundPlain);
}

/** Runs the session chain (cookie or bearer, then the actor) for this request only. */
function readActor(readSession: RequestHandler, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => readSession(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
}

/**
 * `readSession` sets `req.auth`. It runs only for an image of a draft or a trashed record (DESIGN.md §8):
 * visitors get 404, a signed-in editor the bytes, kept by no cache, so the image is gone for visitors the
 * moment its record is hidden and back, cacheable again, once it is published or restored.
 */
export function mediaRoutes(db: Db, readSession: RequestHandler) {
  const routes = express.Router();

  routes.get('/uploads/:dir', async (req: Request, res: Response) => {
    const dir = String(req.params.dir);
    const width = WIDTHS.get(String(req.query.w ?? LARGEST_IMAGE_WIDTH));
    const image = DIR_PATTERN.test(dir) && width ? await readImage(db, dir, width, IMAGE_OWNERS) : null;
    publicBytesHeaders(res);
    if (!image) return notFound(res);
    if (image.published) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    } else {
      res.setHeader('Cache-Control', 'private, no-store');
      await readActor(readSession, req, res);
      if (!mayPreviewDrafts(req.auth?.actor ?? null)) return notFound(res);
    }
    res.type('image/webp');
    sendBytes(res, image.data);
  });

  routes.get('/files/:name', async (req: Request, res: Response) => {
    const document = await readDocument(db, String(req.params.name));
    publicBytesHeaders(res);
    if (!document) return notFound(res);
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('Last-Modified', document.updatedAt.toUTCString());
    res.setHeader('Content-Disposition', `inline; filename="${String(req.params.name)}"`);
    res.type('application/pdf');
    sendBytes(res, document.data);
  });

  return routes;
}

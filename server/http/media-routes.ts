/** Image bytes at /uploads/:dir (immutable) and masterplan PDFs at /files/:name.pdf. */
import express, { type Request, type Response } from 'express';
import { IMAGE_WIDTHS, LARGEST_IMAGE_WIDTH, type ImageWidth } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { Db } from '../db/connection';
import { readDocument } from '../modules/document/document.service';
import { readImage } from '../modules/media/media.service';

const DIR_PATTERN = /^[0-9a-f]{16}\.webp$/;
const WIDTHS = new Map<string, ImageWidth>(IMAGE_WIDTHS.map((width) => [String(width), width]));

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

export function mediaRoutes(db: Db) {
  const routes = express.Router();

  routes.get('/uploads/:dir', async (req: Request, res: Response) => {
    const dir = String(req.params.dir);
    const width = WIDTHS.get(String(req.query.w ?? LARGEST_IMAGE_WIDTH));
    const bytes = DIR_PATTERN.test(dir) && width ? await readImage(db, dir, width) : null;
    publicBytesHeaders(res);
    if (!bytes) return notFound(res);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type('image/webp');
    sendBytes(res, bytes);
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

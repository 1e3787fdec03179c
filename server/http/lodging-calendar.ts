/**
 * Each lodging's calendar at its secret address, /kalender/penginapan/<token>.ics (DESIGN.md §9), read by
 * Airbnb, Booking.com and other platforms every few hours. Kept by no shared cache and revalidated on every
 * read (`private, no-cache`), so a replaced address is dead at once; the ETag answers an unchanged calendar
 * with 304. An unknown token is 404, as any other address that is not there.
 */
import express, { type Response } from 'express';
import { messages } from '../../shared/messages';
import type { Db } from '../db/connection';
import { lodgingCalendar } from '../modules/calendar-sync/lodging-export';
import { textErrors } from './calendar';

/** A token as newToken() makes it: 32 bytes in base64url. */
const FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * If-None-Match names this tag, weakly compared, or is "*" (RFC 9110 §13.1.2). Checked here rather than by
 * `req.fresh`, which a request's `Cache-Control: no-cache` makes stale; that directive is for caches on the
 * way, and a fetch sending If-None-Match carries it.
 */
function unchanged(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function notFound(res: Response) {
  res.status(404).setHeader('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(messages.lodgingCalendarNotFound);
}

export function lodgingCalendarRoutes(db: Db, publicUrl: string) {
  const routes = express.Router();
  routes.get('/kalender/penginapan/:file', async (req, res) => {
    const token = FILE.exec(req.params.file)?.[1];
    const calendar = token ? await lodgingCalendar(db, token, publicUrl) : null;
    if (!calendar) return notFound(res);
    res
      .setHeader('Cache-Control', 'private, no-cache')
      .setHeader('ETag', calendar.etag)
      // A secret address: no search engine lists it, whoever linked it.
      .setHeader('X-Robots-Tag', 'noindex, nofollow')
      .type('text/calendar; charset=utf-8');
    if (unchanged(req.headers['if-none-match'], calendar.etag)) return res.status(304).end();
    res.setHeader('Content-Disposition', 'inline; filename="kalender-penginapan.ics"').send(calendar.text);
  });
  routes.use(textErrors);
  return routes;
}

/**
 * The agenda's calendar files (RFC 5545): /agenda.ics, the feed a phone calendar subscribes to, and
 * /agenda/<id>/kalender.ics, one event for "Tambah ke Kalender".
 */
import express, { type ErrorRequestHandler, type Response } from 'express';
import { messages } from '../../shared/messages';
import type { Db } from '../db/connection';
import { toAppError } from '../errors';
import { calendarFeed, eventCalendar } from '../modules/agenda/agenda.service';
import { toHttpAnswer } from './errors';

const ID = /^[1-9]\d{0,8}$/;

/** A file name for the download: the event's name in plain lowercase words. */
function fileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
  return `${slug || 'agenda'}.ics`;
}

function sendCalendar(res: Response, text: string, disposition: string) {
  res.type('text/calendar; charset=utf-8').setHeader('Content-Disposition', disposition).setHeader('Cache-Control', 'public, max-age=300').send(text);
}

function notFound(res: Response) {
  res.status(404).type('text/plain; charset=utf-8').send(messages.eventNotFound);
}

/**
 * A calendar app (or a person who opened the link) reads a failure as text, not as the API's JSON: while
 * the database is away that is 503 with the sentence and when to try again, kept by no cache.
 */
export const textErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  const answer = toHttpAnswer(error);
  if (answer.status === 500) console.error(error);
  if (answer.retryAfter) res.setHeader('Retry-After', String(answer.retryAfter));
  res.status(answer.status).setHeader('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(answer.message);
};

export function calendarRoutes(db: Db, publicUrl: string) {
  const routes = express.Router();
  routes.get('/agenda.ics', async (_req, res) => {
    sendCalendar(res, await calendarFeed(db, publicUrl), 'inline; filename="agenda.ics"');
  });
  routes.get('/agenda/:id/kalender.ics', async (req, res) => {
    if (!ID.test(req.params.id)) return notFound(res);
    try {
      const event = await eventCalendar(db, Number(req.params.id), publicUrl);
      sendCalendar(res, event.text, `attachment; filename="${fileName(event.name)}"`);
    } catch (error) {
      if (toAppError(error)?.code !== 'NOT_FOUND') throw error;
      notFound(res);
    }
  });
  routes.use(textErrors);
  return routes;
}

/** A page request as visit counting reads it (modules/stats/visit.ts): the handler pages.ts calls after answering. */
import type { Request } from 'express';
import type { VisitCounter } from '../modules/stats/stats-counter';
import { visitOf } from '../modules/stats/visit';

/** Counts a page request's view when it is a person's (visit.ts): the handler pages.ts calls after answering. */
export function pageViewCounter(counter: VisitCounter, publicUrl: string) {
  const ownHost = new URL(publicUrl).hostname;
  return (req: Request) => {
    const { headers } = req;
    const userAgent = one(headers['user-agent']);
    const search = req.originalUrl.indexOf('?');
    const visit = visitOf(
      {
        path: req.path,
        // The query string alone (the path is req.path): the campaign's parameters are all a view keeps of it.
        query: search < 0 ? null : new URLSearchParams(req.originalUrl.slice(search + 1)),
        userAgent,
        referer: headers.referer,
        purpose: `${one(headers['sec-purpose'])} ${one(headers.purpose)} ${one(headers['x-purpose'])} ${one(headers['x-moz'])}`,
      },
      ownHost,
    );
    if (visit) counter.count(visit, req.ip ?? '', userAgent);
  };
}

/** A header's value as one text; '' when it was not sent. Read from the headers directly: this runs for every page answered. */
function one(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(' ') : (value ?? '');
}

/** A page request as visit counting reads it (modules/stats/visit.ts): the handler pages.ts calls after answering. */
import type { Request } from 'express';
import type { VisitCounter } from '../modules/stats/stats-counter';
import { visitOf } from '../modules/stats/visit';

/** Counts a page request's view when it is a person's (visit.ts): the handler pages.ts calls after answering. */
export function pageViewCounter(counter: VisitCounter, publicUrl: string) {
  const ownHost = new URL(publicUrl).hostname;
  return (req: Request) => {
    const header = (name: string) => req.get(name) ?? '';
    const visit = visitOf(
      {
        path: req.path,
        query: new URL(req.originalUrl, publicUrl).searchParams,
        userAgent: header('User-Agent'),
        referer: req.get('Referer'),
        purpose: [header('Sec-Purpose'), header('Purpose'), header('X-Purpose'), header('X-Moz')].join(' '),
      },
      ownHost,
    );
    if (visit) counter.count(visit, req.ip ?? '', header('User-Agent'));
  };
}

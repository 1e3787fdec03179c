/**
 * The rendered public pages kept in memory (pages.ts), by the URL the page reads (client/page-url.ts):
 * dropped at every write and at the next whole minute, and bounded in bytes, least recently used first
 * out (DESIGN.md §5, server memory, "after 20,000 distinct search URLs"). The site's own pages, the ones a
 * village has and links to, are kept apart from the ones a visitor's URL makes up (a search, an unknown
 * record, a path that redirects): a flood of made-up URLs evicts only its own kind, never `/` or a record's
 * page. A render in progress is shared by the requests that ask for it meanwhile, and a write that
 * overtakes it keeps it from being stored.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connection';
import { onReadsInvalidated, readsCacheable } from '../db/read-cache';

const MEGABYTE = 1024 * 1024;
/** The HTML kept of the site's own pages: every page and record of a village several times over. */
export const SITE_PAGES_BYTES = 32 * MEGABYTE;
/** The HTML kept of pages that made-up URLs ask for: repeated searches are still served from memory. */
export const MADE_UP_PAGES_BYTES = 8 * MEGABYTE;
/**
 * A rendered page is kept, even without a write, until the next whole minute: the agenda's words change with
 * the clock ("Hari ini", "Sedang berlangsung", to the minute), and only the page's islands run in the browser
 * (client/islands/), so the page itself is never a minute behind. A page costs one render a minute at most.
 */
const CLOCK_MS = 60 * 1000;

function nextMinute(now: number): number {
  return (Math.floor(now / CLOCK_MS) + 1) * CLOCK_MS;
}

export interface CacheablePage {
  status: number;
  html: string;
}

/** How a request's page was answered (the X-Page-Cache header): from memory, or rendered for it. */
export type CacheOutcome = 'hit' | 'miss';

interface Kept<A> {
  answer: A;
  expires: number;
}

/** What a page costs in memory: V8 keeps a string one byte a character, or two once any is beyond Latin-1. */
function bytesOf(key: string, html: string): number {
  const wide = /[\u0100-\uffff]/.test(html);
  return key.length + html.length * (wide ? 2 : 1);
}

function lru<A extends CacheablePage>(maxSize: number) {
  return new LRUCache<string, Kept<A>>({ maxSize, sizeCalculation: ({ answer }, key) => bytesOf(key, answer.html) });
}

/** A page only the site's links lead to: a path without a query, answered 200. */
function isSitePage(key: string, answer: CacheablePage): boolean {
  return !key.includes('?') && answer.status === 200;
}

export function renderedPageCache<A extends CacheablePage>(db: Db, enabled: boolean) {
  const sitePages = lru<A>(SITE_PAGES_BYTES);
  const madeUpPages = lru<A>(MADE_UP_PAGES_BYTES);
  const rendering = new Map<string, Promise<A>>();
  let writes = 0;
  onReadsInvalidated(db, () => {
    writes += 1;
    sitePages.clear();
    madeUpPages.clear();
    rendering.clear();
  });

  return async (key: string, render: () => Promise<{ answer: A; keep: boolean }>): Promise<{ answer: A; cache: CacheOutcome }> => {
    if (!enabled || !readsCacheable(db)) return { answer: (await render()).answer, cache: 'miss' };
    const kept = sitePages.get(key) ?? madeUpPages.get(key);
    if (kept && kept.expires > Date.now()) return { answer: kept.answer, cache: 'hit' };
    if (kept) {
      sitePages.delete(key);
      madeUpPages.delete(key);
    }
    const pending = rendering.get(key);
    if (pending) return { answer: await pending, cache: 'hit' };

    const writesBefore = writes;
    const expires = nextMinute(Date.now());
    const rendered = render().then(({ answer, keep }) => {
      if (keep && writes === writesBefore) (isSitePage(key, answer) ? sitePages : madeUpPages).set(key, { answer, expires });
      return answer;
    });
    rendering.set(key, rendered);
    const forget = () => {
      if (rendering.get(key) === rendered) rendering.delete(key);
    };
    rendered.then(forget, forget);
    return { answer: await rendered, cache: 'miss' };
  };
}

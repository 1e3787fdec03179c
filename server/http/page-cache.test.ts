/**
 * The rendered-page cache cannot be flooded (DESIGN.md §5, server memory): a page is kept under the URL it
 * reads (its path and declared search params, normalised), the made-up URLs a visitor can invent are kept
 * apart from the site's own pages and bounded in bytes, least recently used out first, so 20,000 random
 * searches neither grow the server nor push `/` out of memory.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { enableSharedReadCache } from '../db/read-cache';
import { builtClient } from '../client-build';
import { useTestServer } from '../test-support/http';
import { MADE_UP_PAGES_BYTES, renderedPageCache, type CacheablePage } from './page-cache';

/** A page of `kilobytes` of HTML, answered 200 and kept. */
const pageOf = (kilobytes: number, label: string) => async () => ({ answer: { status: 200, html: label.padEnd(kilobytes * 1024, '.') }, keep: true });

describe('the rendered-page cache', () => {
  const db = {} as Db;
  // As on Postgres, where a write anywhere is heard as a notification.
  const writes = enableSharedReadCache(db);
  writes.listening();

  it('keeps the site’s pages through a flood of made-up URLs, which evict only each other, least recently used first', async () => {
    const cached = renderedPageCache<CacheablePage>(db, true);
    expect((await cached('/', pageOf(60, 'home'))).cache).toBe('miss');
    expect((await cached('/attraction/1', pageOf(60, 'one'))).cache).toBe('miss');
    // 20,000 searches of 4 KB each: 80 MB of HTML if all were kept, and far past any count of entries.
    for (let n = 0; n < 20_000; n += 1) await cached(`/attractions?q=${n}`, pageOf(4, `q${n}`));
    expect((await cached('/', pageOf(60, 'again'))).answer.html.startsWith('home')).toBe(true);
    expect((await cached('/attraction/1', pageOf(60, 'again'))).cache).toBe('hit');
    // The latest searches are kept; the oldest went out first, within the made-up pages' bytes.
    const keptSearches = Math.floor(MADE_UP_PAGES_BYTES / (4 * 1024 + 20));
    expect((await cached('/attractions?q=19999', pageOf(4, 'new'))).cache).toBe('hit');
    expect((await cached(`/attractions?q=${20_000 - Math.floor(keptSearches / 2)}`, pageOf(4, 'new'))).cache).toBe('hit');
    expect((await cached('/attractions?q=0', pageOf(4, 'new'))).cache).toBe('miss');
  });

  it('keeps no page larger than its share, and drops every page at a write', async () => {
    const cached = renderedPageCache<CacheablePage>(db, true);
    await cached('/attractions?q=besar', pageOf(MADE_UP_PAGES_BYTES / 1024 + 1, 'huge'));
    expect((await cached('/attractions?q=besar', pageOf(1, 'small'))).cache).toBe('miss');
    await cached('/', pageOf(10, 'home'));
    writes.notified();
    expect((await cached('/', pageOf(10, 'fresh'))).answer.html.startsWith('fresh')).toBe(true);
  });
});

describe('pages kept under the URL they read', () => {
  const t = useTestServer('pglite', { pages: builtClient().pages });
  const cacheOf = async (path: string) => {
    const answer = await t.server.call('GET', path);
    expect(answer.status).toBe(200);
    return answer.headers.get('x-page-cache');
  };

  it('serves a made-up query string from the page without it: `/?q=x`, tracking tags, unknown params', async () => {
    expect(await cacheOf('/')).toBe('miss');
    expect(await cacheOf('/?q=apa-saja')).toBe('hit');
    expect(await cacheOf('/?utm_source=wa&fbclid=123')).toBe('hit');
    expect(await cacheOf('/agenda')).toBe('miss');
    expect(await cacheOf('/agenda?halaman=2')).toBe('hit');
  });

  it('keeps a search under its declared term, written as the page reads it', async () => {
    expect(await cacheOf('/attractions?q=obor')).toBe('miss');
    expect(await cacheOf('/attractions?q=obor&utm_source=wa')).toBe('hit');
    expect(await cacheOf('/attractions?utm_medium=x&q=obor')).toBe('hit');
    expect(await cacheOf('/attractions?q=pantai')).toBe('miss');
  });
});

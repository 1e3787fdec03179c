/**
 * The rendered-page cache (pages.ts), with a stand-in for the server render that counts its renders and,
 * like the real one, calls a booking's status page private: a public page is served again from memory,
 * but not past its age limit (the agenda's words change with the clock), and a private page is rendered
 * every time and kept by no cache, as is every page of a signed-in editor (it may show drafts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestServer } from '../test-support/http';
import type { PageSource } from './pages';

let renders = 0;
const pages: PageSource = {
  template: async () => '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  renderer: async () => ({
    pageUrl: (url: string) => url,
    renderPage: async (url: string) => {
      renders += 1;
      const privatePage = url.startsWith('/pemesanan/');
      return { status: 200, head: '', html: `<p>render ${renders}</p>`, cacheable: !privatePage, private: privatePage, islandModules: [] };
    },
  }),
};

describe('rendered pages', () => {
  const t = useTestServer('pglite', { pages });
  const page = async (path: string, token?: string) => {
    const answer = await t.server.call('GET', path, token ? { token } : {});
    return { text: answer.text, cacheControl: answer.headers.get('cache-control') };
  };
  afterEach(() => vi.restoreAllMocks());

  it('serves a public page again from memory, and renders it anew at the next whole minute (its words follow the clock)', async () => {
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(minute + 1_000);
    const first = await page('/agenda');
    vi.spyOn(Date, 'now').mockReturnValue(minute + 59_999);
    expect((await page('/agenda')).text).toBe(first.text);
    vi.spyOn(Date, 'now').mockReturnValue(minute + 60_000);
    const later = await page('/agenda');
    expect(later.text).not.toBe(first.text);
    expect(later.cacheControl).toBe('no-cache');
  });

  it('renders a booking status page every time and tells no cache to keep it', async () => {
    const first = await page('/pemesanan/TGS-7K3Q9M');
    const second = await page('/pemesanan/TGS-7K3Q9M');
    expect(second.text).not.toBe(first.text);
    expect(second.cacheControl).toBe('no-store');
  });

  it("renders a signed-in editor's pages for them alone, every time, kept by no cache, the visitors' cached page untouched", async () => {
    const visitors = await page('/peta-desa');
    const editor = await page('/peta-desa', t.token);
    const again = await page('/peta-desa', t.token);
    expect(editor.text).not.toBe(visitors.text);
    expect(again.text).not.toBe(editor.text);
    expect(again.cacheControl).toBe('no-store');
    expect((await page('/peta-desa')).text).toBe(visitors.text);
  });
});

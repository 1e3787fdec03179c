/** `npm run dev`: one port, the API plus Vite's middleware with hot reload. */
import { createServer } from 'vite';
import { boot } from './boot';
import type { PageRenderer, PageSource } from './http/pages';
import { readEnv } from './env';
import { readFile } from 'node:fs/promises';

const env = readEnv({ NODE_ENV: 'development', ...process.env });
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const pages: PageSource = {
  template: async (url) => vite.transformIndexHtml(url, await readFile('client/index.html', 'utf8')),
  renderer: () => vite.ssrLoadModule('/entry-server.tsx') as Promise<PageRenderer>,
  uncached: true,
};
const running = await boot({ env, client: { assets: vite.middlewares, pages, viteDev: true } });
console.log(`Mode pengembangan: ${running.url}`);

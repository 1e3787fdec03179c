/**
 * The client's production build (DESIGN.md §3): the server render of the public pages into dist/ssr/
 * (client/entry-server.tsx, run by the server), then the browser's bundle into dist/client/, whose
 * index.html is written last and marks the whole build as done (scripts/build-check.mjs).
 * `npm run build` runs this file; `npm start` and `npm test` run it when the build is missing or stale.
 */
import { build } from 'vite';

const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

await build({
  logLevel,
  build: { ssr: 'entry-server.tsx', outDir: '../dist/ssr', emptyOutDir: true, copyPublicDir: false },
});
await build({ logLevel });

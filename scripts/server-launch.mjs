/**
 * How the compiled server is started, the one recipe shared by `npm start`, `npm run serve`, the memory
 * bench and the tests that run the server as a child process (DESIGN.md §5, server memory).
 */
import path from 'node:path';
import { ROOT } from './build-check.mjs';

export const SERVER_ENTRY = path.join(ROOT, 'dist', 'server', 'index.js');

/**
 * Node's arguments for a command compiled beside the server (`backup`, `restore`: scripts/command.mjs).
 * Their rows pass through as large strings (PGlite's only fast way in and out), which V8 would otherwise
 * let pile up as garbage: a smaller old space makes it collect sooner. Measured with 500 photos
 * (`npm run bench:backup`), a restore's peak fell from about 300-330 MB to 260-270; 256 MB is still far above
 * what a command holds at once, the largest row (a 30 MB PDF) included.
 */
export function commandNodeArgs(name) {
  return ['--enable-source-maps', '--max-old-space-size=256', path.join(ROOT, 'dist', 'server', `${name}.js`)];
}

/**
 * Node's arguments: stack traces name the TypeScript source (the build writes source maps), and V8's young
 * generation is capped at 8 MB a semi-space instead of Node 22's 16: both halves stay resident once a burst
 * of requests has filled them. Measured with `npm run bench:memory`, 10 to 20 MB less idle and after 1,000
 * requests (on Postgres about 188 → 170 MB after them). Most pages come from the page cache, so the more
 * frequent minor collections cost little; on a shared 2-core machine no throughput difference stood out of
 * the noise.
 */
export function serverNodeArgs() {
  return ['--enable-source-maps', '--max-semi-space-size=8', SERVER_ENTRY];
}

/**
 * The server's environment: `env` plus two glibc malloc settings, each only where `env` does not set it
 * (glibc reads them at start-up, so only the parent process can choose them). Measured on the demo seed
 * (54 pictures through sharp), the idle server afterwards held about 300 MB of memory it had freed:
 *  - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (sharp's and libuv's) an arena of its
 *    own, up to 8 per core, and keeps what was freed in each;
 *  - MALLOC_MMAP_THRESHOLD_=131072: blocks of 128 KB and more (decoded pixels, encoded images) get their
 *    own mapping, returned to the system when freed, instead of glibc raising the threshold after the
 *    first such block and carving the next ones out of an arena that then stays fragmented.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...env };
}

/**
 * Two projects (DESIGN.md §3): `server` (services, REST and tRPC against a real database, shared and client unit tests)
 * and `e2e` (journeys in Chromium against the real app, each file with its own server and browser). Both
 * run side by side on one pool of workers, the longest files first.
 *
 * Workers: at least two, even on a 2-core machine (vitest's default leaves one core free), since a server
 * file's time is mostly the embedded database's own work, which two workers overlap. With Chromium there
 * is one more: a browser journey spends much of its time waiting on the page's own timers (toasts, the
 * delay before a saved form goes back to its list), which a third file fills. A fourth made the run slower
 * on 2 cores. In both projects a worker runs its files one after another in one module graph
 * (`isolate: false`): each file still gets a database and an app of its own, and what it would otherwise
 * repeat (importing the server and Playwright, compiling PGlite's WebAssembly, starting an embedded
 * database: server/test-support/pglite-pool.ts) happens once per worker.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { hasChromium } from './e2e/chromium';
import { ALIASES } from './vite.config';

export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism()) + (hasChromium ? 1 : 0),
    projects: [
      {
        resolve: { alias: ALIASES },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}'],
          globalSetup: ['server/test-support/build.global-setup.ts'],
          setupFiles: ['server/test-support/catalogue.setup.ts'],
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/template.global-setup.ts'],
          setupFiles: ['server/test-support/catalogue.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          isolate: false,
        },
      },
    ],
  },
});

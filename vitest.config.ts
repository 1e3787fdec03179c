/**
 * Two projects (DESIGN.md §3): `server` (services, REST and tRPC against a real database, shared unit tests)
 * and `e2e` (journeys in Chromium against the real app). Browser files run one at a time, each with its
 * own server and browser.
 *
 * Server files run on at least two workers, even on a 2-core machine (vitest's default leaves one core
 * free): their time is mostly the embedded database's own work, which two workers overlap. In both
 * projects a worker runs its files one after another in one module graph (`isolate: false`): each file
 * still makes its own database and app, and what it would otherwise repeat (importing the server and
 * Playwright, compiling PGlite's WebAssembly) happens once per worker.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts'],
          globalSetup: ['server/test-support/build.global-setup.ts'],
          testTimeout: 30_000,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/template.global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          isolate: false,
          // After the server project: Chromium and the server tests would fight over the 2 cores.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

/**
 * Two projects (DESIGN.md §3): `server` (services, REST and tRPC against a real database, shared unit tests)
 * and `e2e` (journeys in Chromium against the real app). The machine has 2 cores, so browser files run
 * one at a time.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts'],
          globalSetup: ['server/test-support/build.global-setup.ts'],
          testTimeout: 30_000,
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
          // After the server project: Chromium and the server tests would fight over the 2 cores.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

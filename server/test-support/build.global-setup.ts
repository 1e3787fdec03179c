/**
 * Vitest global set-up of the server project: tests that start the production build as a child process
 * (test-support/process.ts) must run today's code, so dist/server is rebuilt first when stale. Once per
 * run, before any test file, so no two files build at the same time. `npm test` builds the client.
 */
import { ensureServerBuild } from '../../scripts/build-check.mjs';

export default async function setup(): Promise<void> {
  await ensureServerBuild();
}

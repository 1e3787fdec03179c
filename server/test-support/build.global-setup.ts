/**
 * Vitest global set-up of the server project, once per run before any test file:
 *  - tests that start the production build as a child process (test-support/process.ts) must run today's
 *    code, so dist/server is rebuilt first when stale (no two files build at the same time);
 *  - the migrated database templates every test file copies its database from (db-template.ts).
 * `npm test` builds the client.
 */
import type { TestProject } from 'vitest/node';
import { ensureServerBuild } from '../../scripts/build-check.mjs';
import { prepareTemplates } from './db-template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [, prepared] = await Promise.all([ensureServerBuild(), prepareTemplates(process.env.TEST_DATABASE_URL || undefined)]);
  project.provide('dbTemplates', prepared.templates);
  return () => prepared.remove();
}

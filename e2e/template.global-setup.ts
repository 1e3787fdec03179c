/**
 * Vitest global set-up of the browser project: the embedded databases every journey's server copies
 * (server/test-support/db-template.ts), the demo content seeded into one of them once for the whole run.
 * Without Chromium the journeys are skipped, so only the migrated template is made, for the HTTP checks
 * of this project.
 */
import type { TestProject } from 'vitest/node';
import { prepareBrowserTemplates } from '../server/test-support/db-template';
import { hasChromium } from './harness';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const prepared = await prepareBrowserTemplates(hasChromium);
  project.provide('browserTemplates', prepared.templates);
  return () => prepared.remove();
}

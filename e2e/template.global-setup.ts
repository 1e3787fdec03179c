/**
 * Vitest global set-up of the browser project: the embedded databases every journey's server copies
 * (server/test-support/db-template.ts), the demo content seeded into one of them once for the whole run.
 * Without Chromium the journeys are skipped, so nothing is prepared (the server tests of this project
 * then make their databases from scratch).
 */
import type { TestProject } from 'vitest/node';
import { prepareBrowserTemplates } from '../server/test-support/db-template';
import { hasChromium } from './harness';

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!hasChromium) return undefined;
  const prepared = await prepareBrowserTemplates();
  project.provide('browserTemplates', prepared.templates);
  return () => prepared.remove();
}

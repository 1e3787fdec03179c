/**
 * `npm test` (DESIGN.md §3): builds the client when missing or stale, checks what the suites need, then
 * runs every vitest project; the server project's global set-up rebuilds dist/server when stale. Extra
 * arguments go to vitest (`npm test -- server/modules`).
 *  - Browser tests need Chromium at CHROMIUM_PATH (default /usr/bin/chromium): without it they are skipped
 *    with one line saying so, except under CI=true, where a missing Chromium fails the run.
 *  - TEST_DATABASE_URL (optional) also runs the database tests on Postgres; unreachable, it fails the run.
 *  - The tests that start the compiled server or the npm commands as processes (a kill mid-write, memory)
 *    run under CI=true or with TEST_PROCESSES=1; without either they are skipped with one line saying so.
 */
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureClientBuild, ROOT, runNode } from './build-check.mjs';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const underCi = process.env.CI === 'true';

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Fails fast, naming the URL without its password, when TEST_DATABASE_URL does not answer. */
async function checkTestDatabase(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const shown = url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
    throw new Error(`TEST_DATABASE_URL (${shown}) is unreachable: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

try {
  if (!executable(chromiumPath)) {
    if (underCi) throw new Error(`Chromium not found at ${chromiumPath}: browser tests cannot run under CI=true`);
    console.log(`Chromium not found at ${chromiumPath}: browser tests skipped`);
  }
  if (!underCi && process.env.TEST_PROCESSES !== '1') console.log('Process tests (kill mid-write, memory, npm commands) skipped: TEST_PROCESSES=1 runs them');
  if (process.env.TEST_DATABASE_URL) await checkTestDatabase(process.env.TEST_DATABASE_URL);
  await ensureClientBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const vitest = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
process.exitCode = await runNode([vitest, 'run', ...process.argv.slice(2)]);

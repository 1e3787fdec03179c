/**
 * First start of the embedded database (DESIGN.md §5, server memory). Creating a cluster runs PGlite's
 * initdb, which starts a second Postgres and an initdb program, each with its own WebAssembly memory, and
 * peaks near 700 MB. It runs in a short-lived child process, so none of that stays in the server: done in
 * a worker thread, as before, the worker's freed memory stayed in glibc's arenas and a server just created
 * idled about 60 MB above a restarted one (328 against 269 MB without the demo seed). This process then
 * opens the finished cluster like on any later start.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';

// CommonJS, so the child needs no module loader: it runs the same from source (tsx, vitest) and compiled.
// The PGlite path, the folder and the options come as arguments.
const INIT_CLUSTER_PROCESS = `
const [pglitePath, dataDir, options] = process.argv.slice(1);
const { PGlite } = require(pglitePath);
(async () => {
  const pglite = new PGlite(dataDir, JSON.parse(options));
  await pglite.waitReady;
  await pglite.close();
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

/**
 * Creates the cluster in `dataDir` when there is none yet (Postgres marks a cluster with PG_VERSION), for
 * the server and for `npm run restore` into a new data folder alike.
 */
export async function createClusterApart(dataDir: string, options: PGliteOptions): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', INIT_CLUSTER_PROCESS, pglitePath, dataDir, JSON.stringify(options)], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`creating the embedded database failed (exit code ${code})`))));
  });
}

/**
 * First start of the embedded database (DESIGN.md §5, server memory). Creating a cluster runs PGlite's
 * initdb, which starts a second Postgres and an initdb program, each with its own WebAssembly memory,
 * and leaves about 450 MB of dead memory behind that V8 frees only when some later garbage collection
 * happens to run: an idle server just created would sit near 700 MB. So the cluster is made in a worker
 * thread whose memory all goes back to the system when it exits, and this process opens the finished
 * cluster like on any later start. The short peak while initdb runs (once per data folder) remains.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGliteOptions } from '@electric-sql/pglite';

// CommonJS, so the worker needs no module loader: it runs the same from source (tsx, vitest) and compiled.
const INIT_CLUSTER = `
const { workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglitePath);
(async () => {
  const pglite = new PGlite(workerData.dataDir, workerData.options);
  await pglite.waitReady;
  await pglite.close();
})().catch((error) => {
  process.exitCode = 1;
  throw error;
});
`;

/** Creates the cluster in `dataDir` when there is none yet (Postgres marks a cluster with PG_VERSION). */
export async function createClusterOnce(dataDir: string, options: PGliteOptions): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(INIT_CLUSTER, { eval: true, workerData: { pglitePath, dataDir, options } });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`creating the embedded database failed (exit code ${code})`))));
  });
}

// The same start in a process of its own: the PGlite path, the folder and the options come as arguments.
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
 * Like `createClusterOnce`, but initdb runs in a short-lived child process: a command whose own peak memory
 * counts (`npm run restore` into a new data folder, README "Backup and restore") leaves initdb's 700 MB or
 * so to a process that ends before the real work starts. The server keeps the worker thread (no second
 * process to start on its first boot).
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

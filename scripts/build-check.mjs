/**
 * Builds that are missing or stale get rebuilt; shared by `npm start`, `npm test` and the memory bench
 * (DESIGN.md §3). A build is stale when its marker file is missing or older than any source it reads:
 *  - the client: dist/client/index.html against client/, shared/, vite.config.ts and its build script
 *    (scripts/build-client.mjs: the browser bundle and the server render);
 *  - the server: dist/server/index.js against server/, shared/, migrations/ and its build script
 *    (scripts/build-server.mjs).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const BUILDS = {
  client: {
    marker: path.join(ROOT, 'dist', 'client', 'index.html'),
    sources: ['client', 'shared', 'vite.config.ts', path.join('scripts', 'build-client.mjs')],
    command: [path.join(ROOT, 'scripts', 'build-client.mjs'), '--quiet'],
  },
  server: {
    marker: path.join(ROOT, 'dist', 'server', 'index.js'),
    sources: ['server', 'shared', 'migrations', path.join('scripts', 'build-server.mjs')],
    command: [path.join(ROOT, 'scripts', 'build-server.mjs')],
  },
};

/** Newest modification time (ms) of a file or of every file under a folder; 0 when absent. */
function newestMtime(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted file shows only as a newer folder
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Why a build (`client` or `server`) needs to run, or null when it is up to date. */
export function buildReason(name) {
  const { marker, sources } = BUILDS[name];
  if (!existsSync(marker)) return `no ${name} build yet`;
  const builtAt = statSync(marker).mtimeMs;
  const changed = sources.find((source) => newestMtime(path.join(ROOT, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/** Runs a Node script of a dependency with this Node; resolves with its exit code. */
export function runNode(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function ensureBuild(name) {
  const reason = buildReason(name);
  if (!reason) return;
  console.log(`Building the ${name} (${reason})…`);
  const startedAt = new Date();
  const code = await runNode(BUILDS[name].command);
  if (code !== 0) throw new Error(`the ${name} build failed (exit code ${code})`);
  // Date the build from its start: a source saved while it ran leaves it stale for next time.
  utimesSync(BUILDS[name].marker, startedAt, startedAt);
}

/** Builds the client and its server render when missing or stale; throws when the build fails. */
export function ensureClientBuild() {
  return ensureBuild('client');
}

/** Builds the server into dist/server when it is missing or stale; throws when the build fails. */
export function ensureServerBuild() {
  return ensureBuild('server');
}

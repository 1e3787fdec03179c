/**
 * The client build is stale when dist/client/index.html is missing or older than any source file the
 * build reads (client/, shared/, vite.config.ts). Shared by `npm start` and `npm test` (DESIGN.md §3).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILT_INDEX = path.join(ROOT, 'dist', 'client', 'index.html');
const SOURCES = ['client', 'shared', 'vite.config.ts'];

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

/** Why the client needs a build, or null when dist/client is up to date. */
export function buildReason() {
  if (!existsSync(BUILT_INDEX)) return 'no client build yet';
  const builtAt = statSync(BUILT_INDEX).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(path.join(ROOT, source)) > builtAt);
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

/** Builds the client with `vite build` when it is missing or stale; throws when the build fails. */
export async function ensureClientBuild() {
  const reason = buildReason();
  if (!reason) return;
  console.log(`Building the client (${reason})…`);
  const startedAt = new Date();
  const code = await runNode([path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn']);
  if (code !== 0) throw new Error(`vite build failed (exit code ${code})`);
  // Date the build from its start: a source saved while it ran leaves it stale for next time.
  utimesSync(BUILT_INDEX, startedAt, startedAt);
}

/**
 * The server's production build (DESIGN.md §3, §5 "server memory"): server/index.ts bundled by esbuild
 * into dist/server/index.js, the backup commands (server/cli/backup.ts, restore.ts) beside it, each
 * migration compiled into dist/server/migrations/ (same names, so a database migrated from source and one
 * migrated by the build share one history). Production then
 * runs plain JavaScript: no transpiler in the process, which is memory a small server does not have.
 * Packages stay in node_modules and are imported at run time; server/ and shared/ code is bundled.
 * `npm run build` runs this file; `npm start` and `npm test` run it when the build is missing or stale.
 */
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_OUT = path.join(ROOT, 'dist', 'server');
/** `npm run backup` and `npm run restore` (scripts/command.mjs), bundled beside the server so they find the same folders. */
const COMMANDS = ['backup', 'restore'].map((name) => ({ in: path.join('server', 'cli', `${name}.ts`), out: name }));

async function migrationEntries() {
  const files = (await readdir(path.join(ROOT, 'migrations'))).filter((file) => file.endsWith('.ts')).sort();
  return files.map((file) => ({ in: path.join('migrations', file), out: path.join('migrations', file.slice(0, -'.ts'.length)) }));
}

// Built aside and swapped in whole: a migration deleted or renamed in the source must not live on in the
// build, and a server starting meanwhile from the old build finds it complete.
const staging = `${SERVER_OUT}.${process.pid}`;
await rm(staging, { recursive: true, force: true });
try {
  await build({
    absWorkingDir: ROOT,
    entryPoints: [{ in: path.join('server', 'index.ts'), out: 'index' }, ...COMMANDS, ...(await migrationEntries())],
    outdir: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    // Stack traces point into the TypeScript (`node --enable-source-maps`); the sources themselves stay in the repository.
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
  });
  await rm(SERVER_OUT, { recursive: true, force: true });
  await rename(staging, SERVER_OUT);
} finally {
  await rm(staging, { recursive: true, force: true });
}

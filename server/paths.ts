/**
 * Folders the server reads at run time. The same code runs from source (tsx in development, vitest: this
 * file is server/paths.ts) and compiled (`npm run build` bundles it into dist/server/index.js), and a
 * bundle has one `import.meta.url` for every module in it, so each folder is found from where this code
 * sits rather than by a path relative to the module that needs it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** True in the compiled build, which runs plain JavaScript and cannot load the TypeScript migrations. */
export const RUNS_COMPILED = here.endsWith(path.join('dist', 'server'));

export const PROJECT_ROOT = path.resolve(here, RUNS_COMPILED ? '../..' : '..');

export const CLIENT_DIR = path.join(PROJECT_ROOT, 'dist', 'client');

/** The server render of the public pages (client/entry-server.tsx), built by Vite beside the client. */
export const SSR_DIR = path.join(PROJECT_ROOT, 'dist', 'ssr');

/** The compiled build carries its migrations compiled beside it (same names, so the history matches). */
export const MIGRATIONS_DIR = RUNS_COMPILED ? path.join(here, 'migrations') : path.join(PROJECT_ROOT, 'migrations');

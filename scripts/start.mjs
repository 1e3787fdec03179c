/**
 * `npm start`: build the client and the server when missing or stale, then run the compiled server
 * (dist/server/index.js), passing signals and exit code on. `npm run serve` (`--no-build`) skips the check.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureClientBuild, ensureServerBuild, ROOT } from './build-check.mjs';
import { SERVER_ENTRY, serverEnv, serverNodeArgs } from './server-launch.mjs';

try {
  if (!process.argv.includes('--no-build')) {
    await ensureClientBuild();
    await ensureServerBuild();
  }
  if (!existsSync(SERVER_ENTRY)) throw new Error('Server build missing: run `npm run build` (npm start does it for you).');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// A local .env (see .env.example) is read when present; variables already set win over it.
const envFile = path.join(ROOT, '.env');
const nodeArgs = [...(existsSync(envFile) ? [`--env-file=${envFile}`] : []), ...serverNodeArgs()];
const server = spawn(process.execPath, nodeArgs, { cwd: ROOT, stdio: 'inherit', env: serverEnv() });

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of SIGNALS) process.on(signal, () => server.kill(signal));

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  if (signal) {
    // Die of the same signal, so whoever started us sees how the server ended.
    for (const name of SIGNALS) process.removeAllListeners(name);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 0);
});

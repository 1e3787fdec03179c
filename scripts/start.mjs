/** `npm start`: build the client when missing or stale, then run the server, passing signals and exit code on. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureClientBuild, ROOT } from './build-check.mjs';

try {
  await ensureClientBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// A local .env (see .env.example) is read when present; variables already set win over it.
const envFile = path.join(ROOT, '.env');
const nodeArgs = [...(existsSync(envFile) ? [`--env-file=${envFile}`] : []), '--import', 'tsx', 'server/index.ts'];
const server = spawn(process.execPath, nodeArgs, { cwd: ROOT, stdio: 'inherit' });

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

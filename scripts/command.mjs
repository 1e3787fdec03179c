/**
 * `npm run backup -- [file]` and `npm run restore -- <file> [--replace]` (README "Backup and restore"), run
 * as `npm start` runs the server: built when missing or stale, then compiled (dist/server/<command>.js,
 * from server/cli/<command>.ts) with the server's memory settings (server-launch.mjs) and the project's .env
 * when there is one.
 * The command runs in the project's folder; npm names the folder it was typed in (INIT_CWD), where file
 * names are resolved. Exit code and signals pass through.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureServerBuild, ROOT } from './build-check.mjs';
import { commandNodeArgs, serverEnv } from './server-launch.mjs';

const [name, ...args] = process.argv.slice(2);
if (name !== 'backup' && name !== 'restore') {
  console.error('Usage: node scripts/command.mjs backup|restore [arguments]');
  process.exit(2);
}

try {
  await ensureServerBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// A local .env (see .env.example) is read when present; variables already set win over it.
const envFile = path.join(ROOT, '.env');
const nodeArgs = [...(existsSync(envFile) ? [`--env-file=${envFile}`] : []), ...commandNodeArgs(name), ...args];
const child = spawn(process.execPath, nodeArgs, { cwd: ROOT, stdio: 'inherit', env: serverEnv({ INIT_CWD: process.cwd(), ...process.env }) });

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of SIGNALS) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`Could not start ${name}: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  if (signal) {
    for (const each of SIGNALS) process.removeAllListeners(each);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 0);
});

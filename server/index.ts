/**
 * Production entry, compiled into dist/server/index.js by `npm run build`: serves the built client; stops
 * within a second on a bad configuration.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { boot } from './boot';
import { builtClient } from './client-build';
import { readEnv, type Env } from './env';
import { CLIENT_DIR } from './paths';

let env: Env;
try {
  env = readEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (!existsSync(path.join(CLIENT_DIR, 'index.html'))) {
  console.error('Client build missing: run `npm run build` (npm start does it for you).');
  process.exit(1);
}

const running = await boot({ env, client: builtClient() }).catch((error: unknown) => {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(`Desa Wisata Tegalsambi berjalan di ${running.url}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: menutup server…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await running.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

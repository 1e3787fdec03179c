/** `npm run restore -- <file> [--replace]` (scripts/command.mjs runs this compiled): see restore-command.ts. */
import path from 'node:path';
import { commandDir, readEnv } from '../env';
import { fail, progressBar, tableSummary } from './cli-output';
import { runRestore } from './restore-command';

const USAGE = 'Usage: npm run restore -- <file> [--replace]';

try {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  const files = args.filter((arg) => !arg.startsWith('-'));
  const flags = args.filter((arg) => arg.startsWith('-'));
  if (files.length !== 1 || flags.some((flag) => flag !== '--replace')) throw new Error(USAGE);
  const env = readEnv();
  const file = path.resolve(commandDir(), files[0] ?? '');
  const target = env.DATABASE_URL ? 'Postgres (DATABASE_URL)' : `the embedded database in ${env.DATA_DIR}`;
  const manifest = await runRestore(env, file, {
    replace: flags.includes('--replace'),
    progress: progressBar(),
    onVerified: (checked) => console.log(`Archive checked: schema ${checked.schemaVersion}, made ${checked.createdAt}. Restoring into ${target}…`),
  });
  console.log(tableSummary(manifest));
  console.log(`Restored into ${target}. Sessions are not restored: everyone signs in again.`);
  process.exit(0);
} catch (error) {
  fail(error);
}

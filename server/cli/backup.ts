/**
 * `npm run backup -- [file]` (scripts/command.mjs runs this compiled): see backup-command.ts. The default
 * file, cadangan-tegalsambi-YYYYMMDD-HHMM.tar.gz, is written where the command was typed.
 */
import path from 'node:path';
import { commandDir, readEnv } from '../env';
import { backupFileName } from '../modules/backup/archive-format';
import { runBackup } from './backup-command';
import { fail, formatBytes, progressBar, tableSummary } from './cli-output';

const USAGE = 'Usage: npm run backup -- [file]   (default: ./cadangan-tegalsambi-YYYYMMDD-HHMM.tar.gz)';

try {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) throw new Error(USAGE);
  const env = readEnv();
  const file = path.resolve(commandDir(), args[0] ?? backupFileName());
  const outcome = await runBackup(env, file, progressBar());
  const from = { postgres: 'Postgres (DATABASE_URL)', server: `the running server (embedded database in ${env.DATA_DIR})`, embedded: `the embedded database in ${env.DATA_DIR}` }[outcome.source];
  console.log(`Backup of ${from}, schema ${outcome.manifest.schemaVersion}:`);
  console.log(tableSummary(outcome.manifest));
  console.log(`Wrote ${formatBytes(outcome.bytes)} (${outcome.bytes} bytes) to ${outcome.file}`);
  process.exit(0);
} catch (error) {
  fail(error);
}

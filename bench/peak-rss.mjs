/**
 * Preloaded by bench/backup.bench.ts into the commands it measures (`node --import`): prints the process's
 * peak resident memory when it exits, as Linux counts it for this program (VmHWM in /proc/self/status, KB).
 * Not `process.resourceUsage().maxRSS`: after a fork that starts at the parent's size (the bench's own).
 */
import { readFileSync } from 'node:fs';

process.on('exit', () => {
  const peak = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '0';
  process.stderr.write(`\npeak-rss-kb ${peak}\n`);
});

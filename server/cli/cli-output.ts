/** What the backup commands print: a progress bar on a terminal (stderr only), the summary, and a failure. */
import type { Manifest } from '../modules/backup/archive-format';
import { BackupError } from '../modules/backup/archive-format';

export interface Progress {
  /** `fraction` of `label` is done; `detail` is shown after the bar. */
  update(label: string, fraction: number, detail?: string): void;
  done(): void;
}

const BAR_WIDTH = 30;

/** A one-line bar redrawn in place on a terminal; nothing at all when stderr is a file or a pipe. */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return { update: () => undefined, done: () => undefined };
  let last = 0;
  return {
    update(label, fraction, detail = '') {
      const now = Date.now();
      if (now - last < 100 && fraction < 1) return;
      last = now;
      const filled = Math.round(Math.min(1, Math.max(0, fraction)) * BAR_WIDTH);
      const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
      stream.write(`\r\x1b[K${label.padEnd(18).slice(0, 18)} [${bar}] ${String(Math.floor(fraction * 100)).padStart(3)}% ${detail}`);
    },
    done() {
      stream.write('\r\x1b[K');
    },
  };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Rows per table, as the manifest lists them. */
export function tableSummary(manifest: Manifest): string {
  const width = Math.max(...manifest.tables.map((table) => table.name.length), 5);
  const lines = manifest.tables.map((table) => `  ${table.name.padEnd(width)}  ${String(table.rows).padStart(7)} rows`);
  const total = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return [...lines, `  ${'total'.padEnd(width)}  ${String(total).padStart(7)} rows`].join('\n');
}

/** Ends the command: a refusal or damage as its sentence, anything else with its message too (no stack). */
export function fail(error: unknown): never {
  const text = error instanceof Error ? error.message : String(error);
  console.error(error instanceof BackupError ? text : `Failed: ${text}`);
  process.exit(1);
}

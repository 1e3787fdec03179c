/**
 * `npm run bench:backup` (README "Backup and restore"): `npm run backup` and `npm run restore` as the
 * operator runs them (the compiled commands with the server's memory settings, each its own process), timed, with the archive's size and
 * each process's peak RSS (the kernel's maxRSS, reported by the child as it exits). Two contents: the demo
 * seed, then the demo seed plus 500 photos made by the upload path itself, near its byte budgets (40, 120
 * and 250 KB per width: the heaviest a photo can be). Fails when a peak passes PEAK_BAR_MB.
 *  - The embedded database always (a DATA_DIR of its own, no server running: the command opens it);
 *    Postgres too when BENCH_DATABASE_URL is set (throwaway databases made on that server and dropped).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { imageDataColumn, IMAGE_WIDTHS } from '../shared/constants';
import { createDb, type Db } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemo } from '../server/demo/seed';
import { ensureAdmin } from '../server/modules/auth/auth.service';
import { processImage, type ProcessedImage } from '../server/modules/media/image-processing';
import { createThrowawayPostgres, type DatabaseKind } from '../server/test-support/db';
import { REPO_ROOT } from '../server/test-support/process';
import { ensureServerBuild } from '../scripts/build-check.mjs';
import { commandNodeArgs, serverEnv } from '../scripts/server-launch.mjs';
import { printTable } from './table';

const PEAK_BAR_MB = 300;
const PHOTOS = 500;
/** Distinct photos made by the upload path, repeated (under new names) up to PHOTOS rows. */
const DISTINCT_PHOTOS = 20;
const postgresAdminUrl = process.env.BENCH_DATABASE_URL || undefined;

interface Run {
  seconds: number;
  peakMb: number;
  output: string;
}

interface Row {
  database: DatabaseKind;
  content: string;
  archiveMb: string;
  backupSeconds: string;
  backupPeakMb: number;
  restoreSeconds: string;
  restorePeakMb: number;
}

/** Where a command finds its database: DATABASE_URL, or a DATA_DIR with no server running. */
type Target = { DATABASE_URL: string } | { DATA_DIR: string };

function progress(line: string): void {
  process.stderr.write(`  ${line}\n`);
}

/** Runs the compiled command as `npm run` does (scripts/command.mjs), with a preload that prints its peak RSS at exit. */
function runCommand(command: 'backup' | 'restore', args: string[], target: Target): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', path.join(REPO_ROOT, 'bench', 'peak-rss.mjs'), ...commandNodeArgs(command), ...args], {
      cwd: REPO_ROOT,
      env: serverEnv({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: '', ...target }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const peak = /^peak-rss-kb (\d+)$/m.exec(output)?.[1];
      if (code !== 0 || !peak) return reject(new Error(`npm run ${command} failed (exit ${code}):\n${output}`));
      resolve({ seconds: (performance.now() - started) / 1000, peakMb: Math.round(Number(peak) / 1024), output });
    });
  });
}

/** A photo-like picture (smooth shapes plus grain) the encoder cannot squeeze much. */
async function photo(seed: number): Promise<Uint8Array> {
  const small = Buffer.alloc(64 * 43 * 3);
  for (let index = 0; index < small.length; index += 1) small[index] = (Math.sin(index * 0.37 + seed * 11) * 0.5 + 0.5) * 255 * Math.random();
  const base = await sharp(small, { raw: { width: 64, height: 43, channels: 3 } }).resize(2400, 1600, { kernel: 'cubic' }).raw().toBuffer();
  for (let index = 0; index < base.length; index += 1) base[index] = Math.max(0, Math.min(255, (base[index] ?? 0) + (Math.random() - 0.5) * 60));
  return sharp(base, { raw: { width: 2400, height: 1600, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

async function addPhotos(db: Db): Promise<void> {
  const made: ProcessedImage[] = [];
  for (let seed = 0; seed < DISTINCT_PHOTOS; seed += 1) made.push(await processImage(await photo(seed)));
  const owners = await db.selectFrom('attraction').select('id').orderBy('id').execute();
  for (let index = 0; index < PHOTOS; index += 1) {
    const image = made[index % made.length];
    const owner = owners[index % owners.length];
    if (!image || !owner) throw new Error('no photo or no attraction');
    const data = Object.fromEntries(IMAGE_WIDTHS.map((width) => [imageDataColumn(width), image.data[width]]));
    await db
      .insertInto('image')
      .values({ owner_type: 'attraction', owner_id: owner.id, position: 100 + index, dir: `${randomBytes(8).toString('hex')}.webp`, width: image.width, height: image.height, ...data } as never)
      .execute();
  }
}

interface Database {
  kind: DatabaseKind;
  /** The source with the demo content, opened here to add photos later. */
  source: Target;
  open(target: Target): Promise<Db>;
  /** A new, empty target for each restore. */
  fresh(): Promise<Target>;
  cleanUp(): Promise<void>;
}

async function embedded(work: string): Promise<Database> {
  let count = 0;
  return {
    kind: 'pglite',
    source: { DATA_DIR: path.join(work, 'source') },
    open: (target) => createDb({ pgliteDir: path.join((target as { DATA_DIR: string }).DATA_DIR, 'pg') }),
    fresh: async () => ({ DATA_DIR: path.join(work, `restored-${(count += 1)}`) }),
    cleanUp: async () => undefined,
  };
}

async function postgres(adminUrl: string): Promise<Database> {
  const made = [await createThrowawayPostgres(adminUrl, 'bench_backup')];
  return {
    kind: 'postgres',
    source: { DATABASE_URL: made[0]?.url ?? '' },
    open: (target) => createDb({ databaseUrl: (target as { DATABASE_URL: string }).DATABASE_URL, pgliteDir: null }),
    async fresh() {
      const database = await createThrowawayPostgres(adminUrl, 'bench_restore');
      made.push(database);
      return { DATABASE_URL: database.url };
    },
    async cleanUp() {
      for (const database of made) await database.drop();
    },
  };
}

async function measure(database: Database, content: string, work: string): Promise<Row> {
  const file = path.join(work, `${database.kind}-${content.replace(/\W+/g, '-')}.tar.gz`);
  progress(`${database.kind}, ${content}: npm run backup…`);
  const backup = await runCommand('backup', [file], database.source);
  const archive = (await stat(file)).size;
  progress(`${database.kind}, ${content}: npm run restore into an empty database…`);
  const restore = await runCommand('restore', [file], await database.fresh());
  return {
    database: database.kind,
    content,
    archiveMb: (archive / 1024 / 1024).toFixed(1),
    backupSeconds: backup.seconds.toFixed(1),
    backupPeakMb: backup.peakMb,
    restoreSeconds: restore.seconds.toFixed(1),
    restorePeakMb: restore.peakMb,
  };
}

async function bench(database: Database, work: string): Promise<Row[]> {
  progress(`${database.kind}: the demo content…`);
  const db = await database.open(database.source);
  try {
    await migrateToLatest(db);
    await ensureAdmin(db, { email: 'admin@cadangan.desa.id', password: 'kata-sandi-cadangan-1' });
    await seedDemo(db);
  } finally {
    await db.destroy();
  }
  const rows = [await measure(database, 'demo', work)];
  progress(`${database.kind}: ${PHOTOS} photos through the upload path…`);
  const again = await database.open(database.source);
  try {
    await addPhotos(again);
  } finally {
    await again.destroy();
  }
  rows.push(await measure(database, `demo + ${PHOTOS} photos`, work));
  return rows;
}

await ensureServerBuild();
const work = await mkdtemp(path.join(tmpdir(), 'tegalsambi-bench-backup-'));
const rows: Row[] = [];
try {
  const databases = [await embedded(work), ...(postgresAdminUrl ? [await postgres(postgresAdminUrl)] : [])];
  for (const database of databases) {
    try {
      rows.push(...(await bench(database, work)));
    } finally {
      await database.cleanUp();
    }
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

printTable(
  ['database', 'content', 'archive MB', 'backup s', 'backup peak RSS MB', 'restore s', 'restore peak RSS MB'],
  rows.map((row) => [row.database, row.content, row.archiveMb, row.backupSeconds, String(row.backupPeakMb), row.restoreSeconds, String(row.restorePeakMb)]),
);
const over = rows.filter((row) => row.backupPeakMb > PEAK_BAR_MB || row.restorePeakMb > PEAK_BAR_MB);
if (over.length > 0) {
  console.error(`Peak RSS above ${PEAK_BAR_MB} MB: ${over.map((row) => `${row.database} ${row.content}`).join(', ')}`);
  process.exit(1);
}
console.log(`Every peak RSS within ${PEAK_BAR_MB} MB.`);

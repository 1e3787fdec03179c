/**
 * The commands (`npm run backup`, `npm run restore`) against the databases the server uses. The embedded
 * database on disk: while the server runs, the backup is asked of it through DATA_DIR's key file (and the
 * route refuses anyone without the key), a restore into its folder is refused; once it has stopped, the
 * command opens the folder itself, and restores into a new one. Postgres: straight through DATABASE_URL.
 * The real `npm run …` commands too: a file named relative to where they are typed, a clear failure.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attractionInput } from '../../shared/schemas/attraction';
import { boot, type Running } from '../boot';
import { createDb } from '../db/connection';
import { readEnv, type Env } from '../env';
import { BackupError, EXCLUDED_TABLES } from '../modules/backup/archive-format';
import { LOCAL_BACKUP_PATH, LOCAL_KEY_FILE, LOCAL_KEY_HEADER, readLocalKey, writeLocalKey } from '../modules/backup/local-key';
import { records } from '../records/record-kinds';
import { createRecord } from '../records/record.service';
import { createEmptyTestDb, createTestDb, databases, seedEmbeddedFolder, SETUP_TIMEOUT } from '../test-support/db';
import { tableRows } from '../test-support/db-snapshot';
import { jpeg, validData } from '../test-support/fixtures';
import { REPO_ROOT, runsProcessTests } from '../test-support/process';
import { runBackup } from './backup-command';
import type { Progress } from './cli-output';
import { runRestore } from './restore-command';

const silent: Progress = { update: () => undefined, done: () => undefined };
const passThrough: RequestHandler = (_req, _res, next) => next();
const client = { pages: { template: async () => '<!doctype html><html><head></head><body></body></html>' }, assets: passThrough };

function embeddedEnv(dataDir: string): Env {
  return readEnv({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'false' });
}

/** Runs `npm --prefix <repo> run <script> -- args` from `cwd`, as a person would type it there. */
function npmRun(cwd: string, script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['--prefix', REPO_ROOT, '--silent', 'run', script, '--', ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The id of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

describe('backup and restore commands on the embedded database', () => {
  let work: string;
  let env: Env;
  let running: Running | null = null;
  const file = (name: string) => path.join(work, name);

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'tegalsambi-cli-test-'));
    env = embeddedEnv(path.join(work, 'data'));
    await seedEmbeddedFolder(path.join(env.DATA_DIR, 'pg'));
    running = await boot({ env, client, log: () => undefined });
    const data = attractionInput.parse(validData.attraction);
    await createRecord(running.db, records.attraction, data, { files: [await jpeg(64, 48), await jpeg(32, 24)] });
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await running?.close();
    await rm(work, { recursive: true, force: true });
  }, SETUP_TIMEOUT);

  it('keeps the key in DATA_DIR (0600) while the server runs; the route wants it, and from this machine', async () => {
    const key = await readLocalKey(env.DATA_DIR);
    expect(key).toMatchObject({ pid: process.pid, port: Number(new URL(running?.url ?? '').port) });
    expect((await stat(path.join(env.DATA_DIR, LOCAL_KEY_FILE))).mode & 0o777).toBe(0o600);
    for (const headers of [{}, { [LOCAL_KEY_HEADER]: 'x'.repeat(43) }] as Record<string, string>[]) {
      const answer = await fetch(`http://127.0.0.1:${key?.port ?? 0}${LOCAL_BACKUP_PATH}`, { headers });
      expect(answer.status).toBe(403);
    }
  });

  it('backs up through the running server, and refuses to restore into the folder it holds', async () => {
    const outcome = await runBackup(env, file('via-server.tar.gz'), silent);
    expect(outcome.source).toBe('server');
    const attractions = await running?.db.selectFrom('attraction').select('id').execute();
    expect(outcome.manifest.tables.find((table) => table.name === 'attraction')?.rows).toBe(attractions?.length);
    expect(await running?.db.selectFrom('backup_log').select(['kind', 'bytes']).execute()).toEqual([{ kind: 'cli', bytes: outcome.bytes }]);
    await expect(runBackup(env, file('via-server.tar.gz'), silent)).rejects.toThrow(/already exists/);
    const refusal = runRestore(env, outcome.file, { replace: true, progress: silent });
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(/^A server is running on the embedded database in .* \(process \d+, port \d+\)\. Stop it, then run the restore again \(if none runs, delete .*backup-key\.json\)\.$/);
  });

  it('opens the folder itself once the server has stopped, and restores into a new embedded database', async () => {
    await running?.close();
    running = null;
    expect(existsSync(path.join(env.DATA_DIR, LOCAL_KEY_FILE))).toBe(false);
    // A file left by a server that died names a process that is gone: the command opens the folder anyway.
    await writeLocalKey(env.DATA_DIR, { port: 9, pid: await deadPid(), key: 'k'.repeat(43) });
    const outcome = await runBackup(env, file('direct.tar.gz'), silent);
    expect(outcome.source).toBe('embedded');
    const fresh = embeddedEnv(path.join(work, 'fresh'));
    await runRestore(fresh, outcome.file, { replace: false, progress: silent });
    const [from, to] = await Promise.all([createDb({ pgliteDir: path.join(env.DATA_DIR, 'pg') }), createDb({ pgliteDir: path.join(fresh.DATA_DIR, 'pg') })]);
    try {
      // The source has since logged this backup (after its snapshot); everything else is as restored.
      const skip = [...EXCLUDED_TABLES, 'backup_log', 'audit_log'];
      const [before, after] = await Promise.all([tableRows(from, skip), tableRows(to, skip)]);
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [table, rows] of before) expect(after.get(table), table).toEqual(rows);
    } finally {
      await Promise.all([from.destroy(), to.destroy()]);
    }
  }, SETUP_TIMEOUT);

  it.runIf(runsProcessTests)('runs as npm scripts: the file lands where the command was typed; a bad file fails with its sentence', async () => {
    const commandEnv = { DATA_DIR: env.DATA_DIR };
    const made = await npmRun(work, 'backup', ['typed-here.tar.gz'], commandEnv);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    // A stale build is rebuilt first, saying so on a line of its own.
    expect(made.stdout).toMatch(/^Backup of the embedded database in .*, schema \d{4}_\d{2}_\d{2}_\d{4}_\w+:$/m);
    expect(made.stdout).toMatch(/^ {2}image +\d+ rows$/m);
    expect(made.stdout).toMatch(/^Wrote [\d.]+ [KM]B \(\d+ bytes\) to .*typed-here\.tar\.gz$/m);
    const bytes = await readFile(file('typed-here.tar.gz'));
    await writeFile(file('cut.tar.gz'), bytes.subarray(0, bytes.length >> 1));
    const refused = await npmRun(work, 'restore', ['cut.tar.gz', '--replace'], { DATA_DIR: path.join(work, 'never') });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^The archive is incomplete \(the file ends too early\)/);
    expect(existsSync(path.join(work, 'never'))).toBe(false);
  }, SETUP_TIMEOUT);
});

describe.runIf(databases.includes('postgres'))('backup and restore commands on Postgres', () => {
  it('backs up and restores through DATABASE_URL', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'tegalsambi-cli-pg-'));
    const [source, target] = await Promise.all([createTestDb('postgres'), createEmptyTestDb('postgres')]);
    try {
      await source.db.insertInto('map_location').values({ name: 'Balai Desa', category: 'kantor', latitude: -6.6, longitude: 110.65, embed_url: '' }).execute();
      const outcome = await runBackup({ DATABASE_URL: source.url, DATA_DIR: work }, path.join(work, 'pg.tar.gz'), silent);
      expect(outcome.source).toBe('postgres');
      await runRestore({ DATABASE_URL: target.url, DATA_DIR: work }, outcome.file, { replace: false, progress: silent });
      expect(await target.db.selectFrom('map_location').select('name').execute()).toEqual([{ name: 'Balai Desa' }]);
      expect(await source.db.selectFrom('backup_log').select('kind').execute()).toEqual([{ kind: 'cli' }]);
    } finally {
      await Promise.all([source.close(), target.close()]);
      await rm(work, { recursive: true, force: true });
    }
  }, SETUP_TIMEOUT);
});

/**
 * Where a test's server processes keep their data across lives (server/crash.test.ts and the booking crash
 * test): a data folder holding a migrated embedded database, or on Postgres a throwaway database, made
 * before the file's tests and removed after them with every server still running.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createThrowawayPostgres, seedEmbeddedFolder, type DatabaseKind, type ThrowawayPostgres } from './db';
import { killAllServers, requireClientBuild } from './process';

const HOOK_TIMEOUT = 20_000;

export interface ServerLives {
  /** The environment every life of the server starts with. */
  env: Record<string, string>;
  dataDir: string;
  postgres: ThrowawayPostgres | null;
}

export function useServerLives(kind: DatabaseKind, name: string, env: Record<string, string>): ServerLives {
  const lives: ServerLives = { env: {}, dataDir: '', postgres: null };
  beforeAll(async () => {
    requireClientBuild();
    lives.dataDir = await mkdtemp(path.join(tmpdir(), `tegalsambi-${name}-`));
    if (kind === 'postgres') {
      if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
      lives.postgres = await createThrowawayPostgres(process.env.TEST_DATABASE_URL, name.slice(0, 1));
    } else {
      await seedEmbeddedFolder(path.join(lives.dataDir, 'pg'));
    }
    lives.env = {
      NODE_ENV: 'production',
      DATA_DIR: lives.dataDir,
      SEED_DEMO: 'false',
      ...env,
      ...(lives.postgres ? { DATABASE_URL: lives.postgres.url } : {}),
    };
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await killAllServers();
    await lives.postgres?.drop();
    if (lives.dataDir) await rm(lives.dataDir, { recursive: true, force: true });
  }, HOOK_TIMEOUT);
  return lives;
}

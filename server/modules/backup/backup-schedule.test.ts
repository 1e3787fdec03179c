/**
 * Scheduled backups (BACKUP_DIR) on both databases: one when none was made within the interval, none
 * before, the newest BACKUP_KEEP archives kept; and on one Postgres shared by two instances, each due
 * backup written by exactly one of them.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { createSharedPostgres, createTestDb, databases, openSharedPostgres, type TestDb } from '../../test-support/db';
import type { ThrowawayPostgres } from '../../test-support/db';
import { verifyArchive } from './archive-reader';
import { runScheduledBackup, startScheduledBackups } from './backup-schedule';

const HOUR = 60 * 60 * 1000;

describe.each(databases)('scheduled backups (%s)', (kind) => {
  let test: TestDb;
  let dir: string;

  beforeAll(async () => {
    test = await createTestDb(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'tegalsambi-schedule-test-'));
  });
  afterAll(async () => {
    await test?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one when due, none within the interval, and keeps the newest BACKUP_KEEP', async () => {
    const options = { dir, intervalHours: 24, keep: 2 };
    const start = new Date('2026-03-01T01:00:00Z');
    expect(await runScheduledBackup(test.db, options, start)).toBe('written');
    expect(await readdir(dir)).toEqual(['cadangan-tegalsambi-20260301-0800.tar.gz']);
    await verifyArchive(path.join(dir, 'cadangan-tegalsambi-20260301-0800.tar.gz'));
    // `now` only names the file and decides what is due; the log's own time is the database's.
    expect(await runScheduledBackup(test.db, options, new Date())).toBe('not-due');
    expect(await runScheduledBackup(test.db, options, new Date(Date.now() + 25 * HOUR))).toBe('written');
    expect(await runScheduledBackup(test.db, { ...options, intervalHours: 0.0001 }, new Date(Date.now() + 50 * HOUR))).toBe('written');
    const names = (await readdir(dir)).sort();
    expect(names).toHaveLength(2);
    expect(names).not.toContain('cadangan-tegalsambi-20260301-0800.tar.gz');
    const logged = await test.db.selectFrom('backup_log').select(['kind', 'user_id', 'bytes']).execute();
    expect(logged).toHaveLength(3);
    expect(logged.every((row) => row.kind === 'scheduled' && row.user_id === null && row.bytes > 0)).toBe(true);
  });

  it('starts with a check and stops after the backup under way', async () => {
    const own = await mkdtemp(path.join(tmpdir(), 'tegalsambi-schedule-start-'));
    await test.db.deleteFrom('backup_log').execute();
    try {
      const schedule = startScheduledBackups(test.db, { dir: own, intervalHours: 0.0001, keep: 1 });
      await schedule.stop();
      expect(await readdir(own)).toHaveLength(1);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });
});

describe.runIf(databases.includes('postgres'))('scheduled backups, two instances on one Postgres', () => {
  let shared: ThrowawayPostgres;
  let instances: TestDb[] = [];
  let dir: string;

  beforeAll(async () => {
    shared = await createSharedPostgres();
    instances = await Promise.all([openSharedPostgres(shared.url), openSharedPostgres(shared.url)]);
    dir = await mkdtemp(path.join(tmpdir(), 'tegalsambi-schedule-shared-'));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await shared?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('has exactly one of them write each due backup', async () => {
    const options = { dir, intervalHours: 24, keep: 7 };
    const outcomes = await Promise.all(instances.map((instance) => runScheduledBackup(instance.db, options)));
    expect(outcomes.filter((outcome) => outcome === 'written')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'written')).toEqual([expect.stringMatching(/^(busy|not-due)$/)]);
    expect(await readdir(dir)).toHaveLength(1);
    expect(await instances[0]?.db.selectFrom('backup_log').select('id').execute()).toHaveLength(1);
  });
});

describe('scheduled backup configuration', () => {
  it('is off without BACKUP_DIR, every 24 hours keeping 7 by default, and names a bad variable', () => {
    expect(readEnv({})).toMatchObject({ BACKUP_INTERVAL_HOURS: 24, BACKUP_KEEP: 7 });
    expect(readEnv({}).BACKUP_DIR).toBeUndefined();
    expect(readEnv({ BACKUP_DIR: '/srv/cadangan', BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '30' })).toMatchObject({ BACKUP_DIR: '/srv/cadangan', BACKUP_INTERVAL_HOURS: 6, BACKUP_KEEP: 30 });
    expect(() => readEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => readEnv({ BACKUP_INTERVAL_HOURS: 'harian' })).toThrow(/BACKUP_INTERVAL_HOURS/);
  });
});

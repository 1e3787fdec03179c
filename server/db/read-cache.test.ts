/** The embedded database's list cache never serves a copy older than the last write. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attractionInput } from '../../shared/schemas/attraction';
import { NO_IMAGE_CHANGE } from '../modules/media/media.service';
import { attractionRecord } from '../records/kinds/attraction.record';
import { createRecord, deleteRecord, listRecords } from '../records/record.service';
import { createTestDb, type TestDb } from '../test-support/db';
import { cachedRead } from './read-cache';

const data = attractionInput.parse({
  category: 'Budaya',
  name: 'Perang Obor',
  description: 'Tradisi sedekah bumi',
  time_open_close: 'Senin - Minggu, 08:00 - 17:00',
  location: '-6.6160, 110.6517',
});

describe('read cache (embedded database)', () => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createTestDb('pglite');
  });
  afterAll(() => test.close());

  it('shares one read until a write, then reads again', async () => {
    const first = await listRecords(test.db, attractionRecord);
    expect(await listRecords(test.db, attractionRecord)).toBe(first);
    const created = await createRecord(test.db, attractionRecord, data, NO_IMAGE_CHANGE);
    const after = await listRecords(test.db, attractionRecord);
    expect(after).not.toBe(first);
    expect(after.map((attraction) => attraction.id)).toContain(created.id);
  });

  it('drops a read that was still running when a write finished', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cachedRead(test.db, 'probe', async () => {
      await gate;
      return 'before the write';
    });
    await createRecord(test.db, attractionRecord, { ...data, name: 'Kampung Ukir' }, NO_IMAGE_CHANGE);
    release();
    expect(await slow).toBe('before the write');
    expect(await cachedRead(test.db, 'probe', async () => 'after the write')).toBe('after the write');
  });

  it('a failed write drops the copies too (the data may have changed under it)', async () => {
    const [first] = await listRecords(test.db, attractionRecord);
    if (!first) throw new Error('expected a record');
    await test.db.deleteFrom('attraction').where('id', '=', first.id).execute();
    await expect(deleteRecord(test.db, attractionRecord, first.id)).rejects.toThrow();
    expect((await listRecords(test.db, attractionRecord)).map((attraction) => attraction.id)).not.toContain(first.id);
  });
});

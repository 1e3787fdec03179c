/** tRPC kuliner rules beyond the shared skeleton: categories, the price range, defaults of the optional fields. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { databases } from '../../test-support/db';
import { validData } from '../../test-support/fixtures';
import { expectTrpcError, firstIssue, recordForm, useTrpc } from '../../test-support/trpc';

describe.each(databases)('tRPC kuliner (%s)', (kind) => {
  const t = useTrpc(kind);
  const create = (data: object) => t.admin.kuliner.create(recordForm(data));

  it('list filters by category; without one it lists every record, oldest first', async () => {
    const makanan = await create({ ...validData.kuliner, category: 'Makanan' });
    const minuman = await create({ ...validData.kuliner, category: 'Minuman', name: 'Adon-adon Coro' });
    const olehOleh = await create({ ...validData.kuliner, category: 'Oleh-oleh', name: 'Bandeng Presto' });
    expect((await t.anonymous.kuliner.list()).map((record) => record.id)).toEqual([makanan.id, minuman.id, olehOleh.id]);
    expect((await t.anonymous.kuliner.list({ category: 'Oleh-oleh' })).map((record) => record.id)).toEqual([olehOleh.id]);
    expect((await t.anonymous.kuliner.list({ category: 'Minuman' })).map((record) => record.id)).toEqual([minuman.id]);
    await expectTrpcError(t.anonymous.kuliner.list({ category: 'UMKM' } as never), 'BAD_REQUEST');
    const error = await expectTrpcError(create({ ...validData.kuliner, category: 'Jajanan' }), 'BAD_REQUEST');
    expect(firstIssue(error)).toEqual({ message: messages.categoryInvalid, path: ['category'] });
  });

  it('stores the clean shape with defaults: no price is free, no mark is not halal, no hours or phone are empty', async () => {
    const created = await create({ name: 'Kopi Tubruk', category: 'Minuman', description: 'Kopi hitam tepi pantai.', location: '-6.6174,110.6421' });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Kopi Tubruk',
      category: 'Minuman',
      description: 'Kopi hitam tepi pantai.',
      price_min: 0,
      price_max: 0,
      opening_hours: '',
      phone: '',
      location: '-6.6174, 110.6421',
      halal: false,
      images: [],
    });
  });

  it('refuses a highest price below the lowest on price_max, on create and update, and keeps the stored record', async () => {
    const error = await expectTrpcError(create({ ...validData.kuliner, price_min: 20000, price_max: 10000 }), 'BAD_REQUEST');
    expect(firstIssue(error)).toEqual({ message: messages.priceRangeInvalid, path: ['price_max'] });
    const created = await create(validData.kuliner);
    const update = t.admin.kuliner.update(recordForm({ ...validData.kuliner, price_max: 1000 }, { id: created.id, version: 1 }));
    expect(firstIssue(await expectTrpcError(update, 'BAD_REQUEST')).message).toBe(messages.priceRangeInvalid);
    expect(await t.anonymous.kuliner.byId({ id: created.id })).toEqual(created);
    expect(await create({ ...validData.kuliner, price_min: 6000, price_max: 6000 })).toMatchObject({ price_min: 6000, price_max: 6000 });
  });

  it('halal is a boolean: text is refused in tRPC, where the admin form sends true or false', async () => {
    const error = await expectTrpcError(create({ ...validData.kuliner, halal: 'true' }), 'BAD_REQUEST');
    expect(firstIssue(error)).toEqual({ message: messages.halalInvalid, path: ['halal'] });
    expect(await create({ ...validData.kuliner, halal: false })).toMatchObject({ halal: false });
  });
});

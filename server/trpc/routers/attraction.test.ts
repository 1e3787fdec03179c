/** tRPC attraction rules beyond the shared skeleton: categories, UMKM's lighter requirements, locations. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { databases } from '../../test-support/db';
import { validData } from '../../test-support/fixtures';
import { expectTrpcError, firstIssue, recordForm, useTrpc } from '../../test-support/trpc';

describe.each(databases)('tRPC attraction (%s)', (kind) => {
  const t = useTrpc(kind);
  const create = (data: object) => t.admin.attraction.create(recordForm(data));

  it('list filters by category; without one it lists every attraction, oldest first', async () => {
    const religi = await create({ ...validData.attraction, category: 'Religi', name: 'Makam' });
    const sejarah = await create({ ...validData.attraction, category: 'Sejarah', name: 'Situs' });
    const umkm = await create({ name: 'Batik', description: 'Batik tulis.', category: 'UMKM' });
    expect((await t.anonymous.attraction.list()).map((record) => record.id)).toEqual([religi.id, sejarah.id, umkm.id]);
    expect((await t.anonymous.attraction.list({ category: 'UMKM' })).map((record) => record.id)).toEqual([umkm.id]);
    expect((await t.anonymous.attraction.list({ category: 'Sejarah' })).map((record) => record.id)).toEqual([sejarah.id]);
    expect(await t.anonymous.attraction.list({ category: 'Pesisir' })).toEqual([]);
    await expectTrpcError(t.anonymous.attraction.list({ category: 'Kuliner' } as never), 'BAD_REQUEST');
  });

  it('stores the clean shape: lists trimmed, location "lat, lng", defaults for optional fields', async () => {
    const created = await create(validData.attraction);
    expect(created).toMatchObject({
      category: 'Budaya',
      price: 0,
      location: '-6.616, 110.6517',
      facilities: ['Panggung', 'Parkir'],
      points_of_attraction: ['Obor blarak'],
    });
    const umkm = await create({ name: 'Tenun', description: 'Kain tenun.', category: 'UMKM' });
    expect(umkm).toMatchObject({ price: 0, phone: '', email: '', instagram: '', location: '', time_open_close: '', facilities: [], points_of_attraction: [] });
  });

  it('outside UMKM, opening hours and location are required (SPEC.md §5)', async () => {
    for (const field of ['time_open_close', 'location']) {
      const error = await expectTrpcError(create({ ...validData.attraction, [field]: '' }), 'BAD_REQUEST');
      expect(firstIssue(error)).toEqual({ message: messages.requiredFields, path: [field] });
    }
  });

  it('refuses bad categories, phones, emails, prices and locations with the catalogue messages', async () => {
    const cases: [object, string][] = [
      [{ category: 'Kuliner' }, messages.categoryInvalid],
      [{ phone: '08abc' }, messages.phoneInvalid],
      [{ phone: '1234567890123456' }, messages.phoneTooLong],
      [{ email: 'bukan' }, messages.emailInvalid],
      [{ price: -1 }, messages.priceInvalid],
      [{ price: '10000' }, messages.priceInvalid],
      [{ location: '91, 0' }, messages.locationInvalid],
      [{ facilities: 'Parkir' }, messages.listInvalid],
    ];
    for (const [change, message] of cases) {
      expect(firstIssue(await expectTrpcError(create({ ...validData.attraction, ...change }), 'BAD_REQUEST')).message).toBe(message);
    }
  });
});

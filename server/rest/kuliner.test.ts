/**
 * DESIGN.md §4's conventions for food and drink (DESIGN.md §9), field by field: /api/data/kuliner. Prices are
 * a range of JSON integers whose highest end is never below the lowest; halal is a JSON boolean that a form
 * sends as text; the food page and each record's page are in the sitemap.
 */
import { describe, expect, it } from 'vitest';
import { DETAIL_PAGES, KULINER_CATEGORIES } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { records } from '../records/record-kinds';
import { expectApiError, expectLegacyShape } from '../test-support/contract';
import { databases } from '../test-support/db';
import { jpeg, multipart, validFields } from '../test-support/fixtures';
import { useTestServer, type JsonObject } from '../test-support/http';

describe.each(databases)('REST kuliner (%s)', (kind) => {
  const t = useTestServer(kind);
  const path = '/api/data/kuliner';
  const create = (fields: Record<string, string>, files: { bytes: Uint8Array }[] = []) =>
    t.server.call('POST', path, { token: t.token, form: multipart(fields, files) });
  const read = (id: unknown) => t.server.call('GET', `${path}/${String(id)}`);
  const update = (id: unknown, fields: Record<string, string>) =>
    t.server.call('PUT', `${path}/${String(id)}`, { token: t.token, form: multipart(fields) });
  const count = async () => (await t.server.call<JsonObject[]>('GET', path)).body.length;

  it('creates (201 {message, id}) and reads back every field: prices as integers, halal as a boolean, images as {id, dir}', async () => {
    const created = await create(validFields.kuliner, [{ bytes: await jpeg() }]);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ message: messages.kulinerAdded, id: expect.any(Number) });
    const { status, body } = await read(created.body.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: created.body.id,
      name: 'Warung Pindang Serani',
      category: 'Makanan',
      description: 'Pindang serani ikan laut berkuah kunyit dan belimbing wuluh.',
      price_min: 25000,
      price_max: 45000,
      opening_hours: 'Setiap hari, 09:00 - 20:00',
      phone: '087719959112',
      location: '-6.6168, 110.6427',
      halal: true,
      images: [{ id: expect.any(Number), dir: expect.stringMatching(/^[0-9a-f]{16}\.webp$/) }],
    });
    expectLegacyShape('kuliner', body);
    expect((await t.server.call<JsonObject[]>('GET', path)).body.at(-1)).toEqual(body);
  });

  it('refuses a highest price below the lowest, and nothing is stored; equal ends and 0 – 0 are fine', async () => {
    const before = await count();
    expectApiError(await create({ ...validFields.kuliner, price_min: '35000', price_max: '15000' }), 400, messages.priceRangeInvalid);
    // A lowest price alone leaves the highest at 0, below it.
    const { price_max: _max, ...withoutMax } = validFields.kuliner;
    expectApiError(await create(withoutMax), 400, messages.priceRangeInvalid);
    expect(await count()).toBe(before);
    const one = await create({ ...validFields.kuliner, price_min: '6000', price_max: '6000' });
    expect((await read(one.body.id)).body).toMatchObject({ price_min: 6000, price_max: 6000 });
    const free = await create({ ...validFields.kuliner, price_min: '', price_max: '' });
    expect((await read(free.body.id)).body).toMatchObject({ price_min: 0, price_max: 0 });
    for (const price of ['-1', 'abc', '1.5', '9999999999999']) expectApiError(await create({ ...validFields.kuliner, price_max: price }), 400, messages.priceInvalid);
  });

  it('PUT is partial and checks the range against the kept end', async () => {
    const { body } = await create(validFields.kuliner);
    expectApiError(await update(body.id, { price_max: '20000' }), 400, messages.priceRangeInvalid);
    expect((await read(body.id)).body).toMatchObject({ price_min: 25000, price_max: 45000 });
    const lowered = await update(body.id, { price_min: '15000', price_max: '20000' });
    expect(lowered.status).toBe(200);
    expect(lowered.body).toEqual({ message: messages.kulinerUpdated });
    expect((await read(body.id)).body).toMatchObject({ name: 'Warung Pindang Serani', price_min: 15000, price_max: 20000, halal: true });
  });

  it('reads halal from text as a form sends it, or a JSON boolean; anything else is refused in Indonesian', async () => {
    const halalOf = async (halal: string | undefined) => {
      const fields: Record<string, string> = { ...validFields.kuliner };
      if (halal === undefined) delete fields.halal;
      else fields.halal = halal;
      const created = await create(fields);
      expect(created.status, String(halal)).toBe(201);
      return (await read(created.body.id)).body.halal;
    };
    for (const yes of ['true', 'TRUE', ' 1 ', 'on']) expect(await halalOf(yes)).toBe(true);
    for (const no of ['false', 'False', '0', '']) expect(await halalOf(no)).toBe(false);
    expect(await halalOf(undefined)).toBe(false);
    for (const other of ['ya', 'yes', '2', 'null']) expectApiError(await create({ ...validFields.kuliner, halal: other }), 400, messages.halalInvalid);
    const json = await t.server.call('POST', path, { token: t.token, json: { ...validFields.kuliner, halal: false, price_min: 5000, price_max: 12000 } });
    expect(json.status).toBe(201);
    expect((await read(json.body.id)).body).toMatchObject({ halal: false, price_min: 5000, price_max: 12000 });
    expectApiError(await t.server.call('POST', path, { token: t.token, json: { ...validFields.kuliner, halal: 1 } }), 400, messages.halalInvalid);
    // A PUT that sends only halal changes only halal.
    expect((await update(json.body.id, { halal: 'on' })).status).toBe(200);
    expect((await read(json.body.id)).body).toMatchObject({ halal: true, price_min: 5000 });
  });

  it('takes the three categories only; name, description and location are required', async () => {
    for (const category of KULINER_CATEGORIES) expect((await create({ ...validFields.kuliner, category })).status).toBe(201);
    const before = await count();
    for (const category of ['', 'makanan', 'Jajanan', 'UMKM']) expectApiError(await create({ ...validFields.kuliner, category }), 400, messages.categoryInvalid);
    for (const field of ['name', 'description', 'location']) {
      const { [field]: _omitted, ...rest } = validFields.kuliner;
      expectApiError(await create(rest), 400, messages.requiredFields);
      expectApiError(await create({ ...rest, [field]: ' ' }), 400, messages.requiredFields);
    }
    expectApiError(await create({ ...validFields.kuliner, location: '-6.6, 200' }), 400, messages.locationInvalid);
    expectApiError(await create({ ...validFields.kuliner, phone: '0812-3456' }), 400, messages.phoneInvalid);
    expect(await count()).toBe(before);
    const bare = await create({ name: 'Kopi Tubruk', category: 'Minuman', description: 'Kopi hitam.', location: '-6.6174,110.6421' });
    expect((await read(bare.body.id)).body).toMatchObject({ price_min: 0, price_max: 0, opening_hours: '', phone: '', halal: false });
  });

  it('lists the food page and every published record at its page in the sitemap; a deleted one leaves it', async () => {
    expect(records.kuliner.page).toEqual(DETAIL_PAGES.kuliner);
    expect(DETAIL_PAGES.kuliner).toMatchObject({ path: '/kuliner', schemaType: 'FoodEstablishment' });
    const { body } = await create(validFields.kuliner);
    const sitemap = async () => (await t.server.call('GET', '/sitemap.xml')).text;
    expect(await sitemap()).toContain('/kuliner</loc>');
    expect(await sitemap()).toContain(`/kuliner/${String(body.id)}</loc>`);
    const removed = await t.server.call('DELETE', `${path}/${String(body.id)}`, { token: t.token });
    expect(removed.body).toEqual({ message: messages.kulinerDeleted });
    expectApiError(await read(body.id), 404, messages.kulinerNotFound);
    expect(await sitemap()).not.toContain(`/kuliner/${String(body.id)}</loc>`);
    expect(await sitemap()).toContain('/agenda</loc>');
  });
});

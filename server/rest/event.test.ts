/**
 * DESIGN.md §4's conventions for the agenda, field by field: /api/data/event. Times go out as ISO 8601 with
 * the village's offset (+07:00) and come in as that, with another offset, or as a form's local time.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { expectApiError, expectLegacyShape } from '../test-support/contract';
import { databases } from '../test-support/db';
import { jpeg, multipart, validFields } from '../test-support/fixtures';
import { useTestServer, type JsonObject } from '../test-support/http';

describe.each(databases)('REST event (%s)', (kind) => {
  const t = useTestServer(kind);
  const path = '/api/data/event';
  const create = (fields: Record<string, string>, files: { bytes: Uint8Array }[] = []) =>
    t.server.call('POST', path, { token: t.token, form: multipart(fields, files) });
  const read = (id: unknown) => t.server.call('GET', `${path}/${String(id)}`);
  const update = (id: unknown, fields: Record<string, string>) =>
    t.server.call('PUT', `${path}/${String(id)}`, { token: t.token, form: multipart(fields) });

  it('creates (201 {message, id}) and reads back every field, times with +07:00 and images as {id, dir}', async () => {
    const created = await create(validFields.event, [{ bytes: await jpeg() }]);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ message: messages.eventAdded, id: expect.any(Number) });
    const { status, body } = await read(created.body.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: created.body.id,
      name: 'Perang Obor',
      category: 'Budaya',
      description: 'Puncak sedekah bumi di perempatan desa.',
      starts_at: '2031-06-02T19:00:00+07:00',
      ends_at: '2031-06-02T23:00:00+07:00',
      place: 'Perempatan desa',
      location: '-6.616, 110.6517',
      price: 0,
      phone: '087719959112',
      attraction_id: null,
      images: [{ id: expect.any(Number), dir: expect.stringMatching(/^[0-9a-f]{16}\.webp$/) }],
    });
    expectLegacyShape('event', body);
    const list = await t.server.call<JsonObject[]>('GET', path);
    expect(list.body).toEqual([body]);
  });

  it('reads times with any offset and keeps the instant: 12:00Z is 19:00 in the village', async () => {
    const { body } = await create({ ...validFields.event, starts_at: '2031-06-02T12:00:00Z', ends_at: '2031-06-02T18:30:00.000+02:00' });
    expect((await read(body.id)).body).toMatchObject({ starts_at: '2031-06-02T19:00:00+07:00', ends_at: '2031-06-02T23:30:00+07:00' });
  });

  it('needs name, category, description and a start; the end may be left out and must come after the start', async () => {
    const before = (await t.server.call<JsonObject[]>('GET', path)).body.length;
    for (const field of ['name', 'category', 'description', 'starts_at']) {
      expectApiError(await create({ ...validFields.event, [field]: '' }), 400, messages.requiredFields);
      const { [field]: _omitted, ...without } = validFields.event;
      expectApiError(await create(without), 400, messages.requiredFields);
    }
    expectApiError(await create({ ...validFields.event, category: '  ' }), 400, messages.requiredFields);
    expectApiError(await create({ ...validFields.event, category: 'Pesta' }), 400, messages.categoryInvalid);
    expectApiError(await create({ ...validFields.event, starts_at: '2031-02-30T19:00' }), 400, messages.eventTimeInvalid);
    expectApiError(await create({ ...validFields.event, ends_at: 'besok malam' }), 400, messages.eventTimeInvalid);
    expectApiError(await create({ ...validFields.event, ends_at: '2031-06-02T19:00' }), 400, messages.eventEndsBeforeStart);
    expectApiError(await create({ ...validFields.event, ends_at: '2031-06-01T23:00' }), 400, messages.eventEndsBeforeStart);
    const { body } = await create({ ...validFields.event, ends_at: '' });
    expect((await read(body.id)).body.ends_at).toBeNull();
    expect((await t.server.call<JsonObject[]>('GET', path)).body).toHaveLength(before + 1);
  });

  it('links an attraction by id, refuses one that is not there, keeps the link while the attraction is in the trash, lets go when it is purged', async () => {
    const attraction = await t.server.call('POST', '/api/data/attraction', { token: t.token, form: multipart(validFields.attraction) });
    const linked = await create({ ...validFields.event, attraction_id: String(attraction.body.id) });
    expect(linked.status).toBe(201);
    expect((await read(linked.body.id)).body.attraction_id).toBe(attraction.body.id);
    expectApiError(await create({ ...validFields.event, attraction_id: '999999' }), 400, messages.linkedRecordMissing);
    expectApiError(await create({ ...validFields.event, attraction_id: 'obor' }), 400);
    await t.server.call('DELETE', `/api/data/attraction/${String(attraction.body.id)}`, { token: t.token });
    expect((await read(linked.body.id)).body.attraction_id).toBe(attraction.body.id);
    await t.server.call('POST', '/trpc/trash.purge', { token: t.token, json: { kind: 'attraction', id: attraction.body.id } });
    expect((await read(linked.body.id)).body.attraction_id).toBeNull();
  });

  it('PUT is partial: a new end keeps the rest; "" clears the end; an end before the kept start is refused', async () => {
    const { body } = await create(validFields.event);
    const moved = await update(body.id, { ends_at: '2031-06-03T01:00' });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ message: messages.eventUpdated });
    expect((await read(body.id)).body).toMatchObject({ name: 'Perang Obor', starts_at: '2031-06-02T19:00:00+07:00', ends_at: '2031-06-03T01:00:00+07:00' });
    await update(body.id, { ends_at: '' });
    expect((await read(body.id)).body.ends_at).toBeNull();
    expectApiError(await update(body.id, { ends_at: '2031-06-02T18:00' }), 400, messages.eventEndsBeforeStart);
    expect((await read(body.id)).body.ends_at).toBeNull();
  });

  it('writes need the bearer token; DELETE answers the kind\'s message, then 404', async () => {
    const { body } = await create(validFields.event);
    expectApiError(await t.server.call('POST', path, { form: multipart(validFields.event) }), 401);
    const removed = await t.server.call('DELETE', `${path}/${String(body.id)}`, { token: t.token });
    expect(removed.body).toEqual({ message: messages.eventDeleted });
    expectApiError(await read(body.id), 404, messages.eventNotFound);
  });
});

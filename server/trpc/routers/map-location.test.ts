/** tRPC map locations (DESIGN.md §1: persisted): CRUD, coordinates, categories, safe embed links. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { databases } from '../../test-support/db';
import { validData } from '../../test-support/fixtures';
import { expectTrpcError, firstIssue, useTrpc } from '../../test-support/trpc';

describe.each(databases)('tRPC mapLocation (%s)', (kind) => {
  const t = useTrpc(kind);

  it('create, list, byId, update and delete', async () => {
    const created = await t.admin.mapLocation.create({ data: validData.mapLocation });
    expect(created).toEqual({ id: expect.any(Number), ...validData.mapLocation });
    const second = await t.admin.mapLocation.create({ data: { ...validData.mapLocation, name: 'Kantor', category: 'kantor', embedUrl: 'https://maps.google.com/x' } });
    expect((await t.anonymous.mapLocation.list()).map((location) => location.id)).toEqual([created.id, second.id]);
    expect(await t.anonymous.mapLocation.byId({ id: created.id })).toEqual(created);
    const updated = await t.admin.mapLocation.update({ id: created.id, version: 1, data: { ...validData.mapLocation, latitude: 0, longitude: -180 } });
    expect(updated).toMatchObject({ latitude: 0, longitude: -180 });
    await t.admin.mapLocation.delete({ id: created.id });
    await expectTrpcError(t.anonymous.mapLocation.byId({ id: created.id }), 'NOT_FOUND', messages.mapLocationNotFound);
    await expectTrpcError(t.admin.mapLocation.delete({ id: created.id }), 'NOT_FOUND', messages.mapLocationNotFound);
    await expectTrpcError(t.admin.mapLocation.update({ id: created.id, version: 1, data: validData.mapLocation }), 'NOT_FOUND');
  });

  it('refuses bad coordinates, categories and script links', async () => {
    const cases: [object, string][] = [
      [{ latitude: 90.0001 }, messages.coordinateInvalid],
      [{ longitude: -180.5 }, messages.coordinateInvalid],
      [{ latitude: Number.NaN }, messages.coordinateInvalid],
      [{ latitude: '-6.6' }, messages.coordinateInvalid],
      [{ category: 'pasar' }, messages.categoryInvalid],
      [{ embedUrl: 'javascript:alert(1)' }, messages.invalidInput],
      [{ name: '' }, messages.requiredFields],
    ];
    for (const [change, message] of cases) {
      const error = await expectTrpcError(t.admin.mapLocation.create({ data: { ...validData.mapLocation, ...change } } as never), 'BAD_REQUEST');
      expect(firstIssue(error).message).toBe(message);
    }
  });

  it('admin procedures are UNAUTHORIZED without an actor', async () => {
    const created = await t.admin.mapLocation.create({ data: validData.mapLocation });
    await expectTrpcError(t.anonymous.mapLocation.create({ data: validData.mapLocation }), 'UNAUTHORIZED', messages.unauthorized);
    await expectTrpcError(t.anonymous.mapLocation.update({ id: created.id, version: 1, data: validData.mapLocation }), 'UNAUTHORIZED');
    await expectTrpcError(t.anonymous.mapLocation.delete({ id: created.id }), 'UNAUTHORIZED');
    expect(await t.anonymous.mapLocation.byId({ id: created.id })).toEqual(created);
  });
});

/** tRPC facility: sub-facilities as a list, location required (SPEC.md §5). */
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { databases } from '../../test-support/db';
import { validData } from '../../test-support/fixtures';
import { expectTrpcError, firstIssue, recordForm, useTrpc } from '../../test-support/trpc';

describe.each(databases)('tRPC facility (%s)', (kind) => {
  const t = useTrpc(kind);
  const create = (data: object) => t.admin.facility.create(recordForm(data));

  it('stores sub-facilities and the normalised location', async () => {
    const created = await create({ ...validData.facility, facilities: ['  Tempat wudu ', ' '] });
    expect(created).toMatchObject({ facilities: ['Tempat wudu'], location: '-6.6175, 110.645' });
    expect(created).not.toHaveProperty('price');
  });

  it('location is required and must be a coordinate pair', async () => {
    expect(firstIssue(await expectTrpcError(create({ ...validData.facility, location: '' }), 'BAD_REQUEST'))).toEqual({
      message: messages.requiredFields,
      path: ['location'],
    });
    expect(firstIssue(await expectTrpcError(create({ ...validData.facility, location: '1,2,3' }), 'BAD_REQUEST')).message).toBe(messages.locationInvalid);
  });
});

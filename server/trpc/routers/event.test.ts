/** tRPC event rules beyond the shared skeleton: a category left out is a missing required field, like the others (SPEC.md §5). */
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { databases } from '../../test-support/db';
import { validData } from '../../test-support/fixtures';
import { expectTrpcError, firstIssue, recordForm, useTrpc } from '../../test-support/trpc';

describe.each(databases)('tRPC event (%s)', (kind) => {
  const t = useTrpc(kind);
  const create = (data: object) => t.admin.event.create(recordForm(data));

  it('a category not chosen, sent empty or left out, is "Mohon lengkapi semua kolom wajib."; an unknown one is invalid', async () => {
    const { category: _omitted, ...withoutCategory } = validData.event;
    for (const data of [withoutCategory, { ...validData.event, category: '' }, { ...validData.event, category: null }]) {
      const error = await expectTrpcError(create(data), 'BAD_REQUEST');
      expect(firstIssue(error)).toEqual({ message: messages.requiredFields, path: ['category'] });
    }
    const unknown = await expectTrpcError(create({ ...validData.event, category: 'Pesta' }), 'BAD_REQUEST');
    expect(firstIssue(unknown)).toEqual({ message: messages.categoryInvalid, path: ['category'] });
    expect(await t.admin.event.create(recordForm(validData.event))).toMatchObject({ category: validData.event.category });
  });
});

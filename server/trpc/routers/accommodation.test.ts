/** tRPC accommodation: category "penginapan", its own required and phone messages (SPEC.md §5). */
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { databases } from '../../test-support/db';
import { validData } from '../../test-support/fixtures';
import { expectTrpcError, firstIssue, recordForm, useTrpc } from '../../test-support/trpc';

describe.each(databases)('tRPC accommodation (%s)', (kind) => {
  const t = useTrpc(kind);
  const create = (data: object) => t.admin.accommodation.create(recordForm(data));

  it('reads back with category "penginapan"; a category sent is ignored', async () => {
    const created = await create({ ...validData.accommodation, category: 'Religi' });
    expect(created).toMatchObject({ category: 'penginapan', price: 175000, location: '', facilities: ['Kipas angin'] });
    expect((await t.anonymous.accommodation.list()).map((record) => record.category)).toEqual(['penginapan']);
  });

  it('name, description and phone are required with the lodging message; phone 8 to 15 digits', async () => {
    for (const field of ['name', 'description', 'phone']) {
      const error = await expectTrpcError(create({ ...validData.accommodation, [field]: '' }), 'BAD_REQUEST');
      expect(firstIssue(error)).toEqual({ message: messages.accommodationRequired, path: [field] });
    }
    for (const phone of ['0812345', '0'.repeat(16), '0812-3456-78']) {
      expect(firstIssue(await expectTrpcError(create({ ...validData.accommodation, phone }), 'BAD_REQUEST')).message).toBe(messages.accommodationPhoneInvalid);
    }
  });
});

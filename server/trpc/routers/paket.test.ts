/** tRPC paket: facilities are an array in the clean shape (DESIGN.md §6); price and phone required. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { databases } from '../../test-support/db';
import { validData } from '../../test-support/fixtures';
import { expectTrpcError, firstIssue, recordForm, useTrpc } from '../../test-support/trpc';

describe.each(databases)('tRPC paket (%s)', (kind) => {
  const t = useTrpc(kind);
  const create = (data: object) => t.admin.paket.create(recordForm(data));

  it('keeps facilities as a trimmed array and has no category', async () => {
    const created = await create(validData.paket);
    expect(created).toMatchObject({ name: 'Paket Kampung Ukir', price: 120000, phone: '081234567890', facilities: ['Pahat', 'Kayu'] });
    expect(created).not.toHaveProperty('category');
    expect(await t.anonymous.paket.byId({ id: created.id })).toEqual(created);
  });

  it('price and phone are required; the phone is 8 to 15 digits', async () => {
    const { price: _price, ...withoutPrice } = validData.paket;
    expect(firstIssue(await expectTrpcError(create(withoutPrice), 'BAD_REQUEST'))).toEqual({ message: messages.priceInvalid, path: ['price'] });
    expect(firstIssue(await expectTrpcError(create({ ...validData.paket, phone: '' }), 'BAD_REQUEST')).message).toBe(messages.requiredFields);
    expect(firstIssue(await expectTrpcError(create({ ...validData.paket, phone: '0812' }), 'BAD_REQUEST')).message).toBe(messages.phoneInvalid);
    expect(firstIssue(await expectTrpcError(create({ ...validData.paket, phone: '0'.repeat(16) }), 'BAD_REQUEST')).message).toBe(messages.phoneTooLong);
  });
});

/** tRPC dashboard counts (SPEC.md §2; DESIGN.md §6: Sejarah counted with Religi). */
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { databases } from '../../test-support/db';
import { validData } from '../../test-support/fixtures';
import { expectTrpcError, recordForm, useTrpc } from '../../test-support/trpc';

describe.each(databases)('tRPC dashboard (%s)', (kind) => {
  const t = useTrpc(kind);

  it('counts every kind, integers, Sejarah inside religi, upcoming events only', async () => {
    expect(await t.admin.dashboard.counts()).toEqual({ religi: 0, budaya: 0, pesisir: 0, umkm: 0, penginapan: 0, paket: 0, fasilitas: 0, kuliner: 0, lokasi: 0, agenda: 0, pemesanan: 0 });
    const attraction = (category: string) => t.admin.attraction.create(recordForm({ ...validData.attraction, category }));
    for (const category of ['Religi', 'Sejarah', 'Sejarah', 'Budaya', 'Pesisir', 'Pesisir', 'Pesisir', 'UMKM']) await attraction(category);
    await t.admin.accommodation.create(recordForm(validData.accommodation));
    await t.admin.paket.create(recordForm(validData.paket));
    await t.admin.paket.create(recordForm(validData.paket));
    await t.admin.facility.create(recordForm(validData.facility));
    await t.admin.kuliner.create(recordForm(validData.kuliner));
    await t.admin.kuliner.create(recordForm({ ...validData.kuliner, category: 'Minuman' }));
    await t.admin.mapLocation.create({ data: validData.mapLocation });
    // Upcoming counts the event in progress; the one that ended an hour ago does not.
    const hour = 60 * 60 * 1000;
    const event = (startsIn: number, endsIn: number) =>
      t.admin.event.create(recordForm({ ...validData.event, starts_at: new Date(Date.now() + startsIn * hour).toISOString(), ends_at: new Date(Date.now() + endsIn * hour).toISOString() }));
    await event(48, 50);
    await event(-1, 2);
    await event(-3, -1);
    expect(await t.admin.dashboard.counts()).toEqual({ religi: 3, budaya: 1, pesisir: 3, umkm: 1, penginapan: 1, paket: 2, fasilitas: 1, kuliner: 2, lokasi: 1, agenda: 2, pemesanan: 0 });
  });

  it('is UNAUTHORIZED without an actor', async () => {
    await expectTrpcError(t.anonymous.dashboard.counts(), 'UNAUTHORIZED', messages.unauthorized);
  });
});

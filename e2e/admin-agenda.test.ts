/**
 * Admin journey: the agenda. Events to come first, then past ones; the time filter; the add form with
 * its required fields and times (WIB); an edit; "Salin" for next year's edition; a delete; and the
 * dashboard's count of events to come.
 */
import { expect, it } from 'vitest';
import { formatEventRange, parseEventTime } from '../shared/event-time';
import { message, messages } from '../shared/messages';
import { adminJourney, createThroughApi, deleteRow, expectFormAlert, expectNoA11yViolations, expectToast, openList, skipSavePause } from './admin-support';
import { describeBrowser } from './harness';

const FORM = 'Tambah Agenda';
const NEXT = new Date().getFullYear() + 1;
const LATER = NEXT + 1;
const NEW_EVENT = 'Perang Obor Tegalsambi';

/** The "Waktu" cell of an event from its form values. */
function when(startsAt: string, endsAt: string): string {
  const start = parseEventTime(startsAt);
  if (!start) throw new Error(`not a time: ${startsAt}`);
  return formatEventRange(start, parseEventTime(endsAt));
}

describeBrowser('admin agenda', () => {
  const journey = adminJourney({
    seed: false,
    records: async (url) => {
      await createThroughApi(url, 'attraction', { category: 'Budaya', name: 'Perang Obor', description: 'Tradisi', time_open_close: 'Senin - Minggu, 08:00 - 17:00', location: '-6.6, 110.6' });
      const event = { category: 'Budaya', description: 'Acara desa', place: 'Balai Desa', price: '0' };
      await createThroughApi(url, 'event', { ...event, name: 'Sedekah Bumi', starts_at: `${LATER}-01-10T08:00`, ends_at: `${LATER}-01-10T12:00` });
      await createThroughApi(url, 'event', { ...event, name: 'Perang Obor 2020', starts_at: '2020-06-02T19:00', ends_at: '2020-06-02T23:00' });
      await createThroughApi(url, 'event', { ...event, name: 'Festival Pantai', category: 'Pesisir', starts_at: `${NEXT}-03-01T19:00`, ends_at: `${NEXT}-03-01T22:00`, price: '10000' });
      await createThroughApi(url, 'event', { ...event, name: 'Pasar Malam 2022', category: 'Umum', starts_at: '2022-08-17T18:00', ends_at: '' });
    },
  });

  const names = () => journey.page.locator('tbody tr td:nth-child(2)').allInnerTexts();

  it('lists events to come soonest first, then past ones most recent first; filters by time', async () => {
    const { page } = journey;
    await openList(page, 'Agenda', 'Daftar Agenda', 'Tambah Agenda');
    await page.getByRole('cell', { name: 'Festival Pantai', exact: true }).waitFor();
    expect(await names()).toEqual(['Festival Pantai', 'Sedekah Bumi', 'Pasar Malam 2022', 'Perang Obor 2020']);
    await page.getByRole('cell', { name: when(`${NEXT}-03-01T19:00`, `${NEXT}-03-01T22:00`), exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Rp 10.000 /pax', exact: true }).waitFor();
    await expectNoA11yViolations(page, '/admin/daftar/agenda');

    const filter = page.getByRole('group', { name: messages.adminFilterTime });
    await filter.getByRole('button', { name: messages.adminFilterUpcoming }).click();
    expect(await names()).toEqual(['Festival Pantai', 'Sedekah Bumi']);
    await filter.getByRole('button', { name: messages.adminFilterPast }).click();
    expect(await names()).toEqual(['Pasar Malam 2022', 'Perang Obor 2020']);
    await filter.getByRole('button', { name: messages.adminFilterAll }).click();
    expect(await names()).toHaveLength(4);
  });

  it('add form: required fields and an end before the start are refused, typed values kept; then added', async () => {
    const { page, server } = journey;
    await page.getByRole('tab', { name: FORM }).click();
    const form = page.getByRole('form', { name: FORM });
    await form.waitFor();
    await expectNoA11yViolations(page, '/admin/daftar/agenda?tab=tambah');
    await form.getByText(message('adminEventTimeHint', { zone: 'WIB' })).first().waitFor();

    await form.getByLabel('Nama').fill(NEW_EVENT);
    await form.getByLabel('Deskripsi').fill('Tradisi obor dari pelepah kelapa.');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, FORM, messages.requiredFields);
    expect(await form.getByLabel('Kategori').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Mulai').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Nama').inputValue()).toBe(NEW_EVENT);
    expect(await form.getByLabel('Deskripsi').inputValue()).toBe('Tradisi obor dari pelepah kelapa.');

    await form.getByLabel('Kategori').selectOption('Budaya');
    await form.getByLabel('Mulai').fill(`${NEXT}-06-02T19:00`);
    await form.getByLabel('Selesai (opsional)').fill(`${NEXT}-06-02T18:00`);
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, FORM, messages.eventEndsBeforeStart);
    expect(await form.getByLabel('Selesai (opsional)').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Mulai').inputValue()).toBe(`${NEXT}-06-02T19:00`);
    expect(await form.getByLabel('Nama').inputValue()).toBe(NEW_EVENT);

    await form.getByLabel('Selesai (opsional)').fill(`${NEXT}-06-02T23:00`);
    await form.getByLabel('Tempat').fill('Halaman Balai Desa');
    await form.getByLabel('Wisata terkait').selectOption({ label: 'Perang Obor' });
    await form.getByLabel('Harga tiket (Rp, 0 jika gratis)').pressSequentially('5.000');
    expect(await form.getByLabel('Harga tiket (Rp, 0 jika gratis)').inputValue()).toBe('5000');
    await form.getByLabel('Nomor Telepon').fill('081234567890');
    await form.getByLabel('Lokasi (lat, lng)').fill('-6.61598, 110.65165');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.eventAdded);
    await skipSavePause(page);
    await page.getByRole('tab', { name: 'Daftar Agenda', selected: true }).waitFor({ timeout: 10_000 });
    await page.getByRole('cell', { name: NEW_EVENT, exact: true }).waitFor();
    expect(await names()).toEqual(['Festival Pantai', NEW_EVENT, 'Sedekah Bumi', 'Pasar Malam 2022', 'Perang Obor 2020']);

    // The times were read on the village's clock (WIB, UTC+7).
    const row = await server.db.selectFrom('event').select(['starts_at', 'ends_at', 'price', 'attraction_id']).where('name', '=', NEW_EVENT).executeTakeFirstOrThrow();
    expect(new Date(row.starts_at).toISOString()).toBe(`${NEXT}-06-02T12:00:00.000Z`);
    expect(row.ends_at && new Date(row.ends_at).toISOString()).toBe(`${NEXT}-06-02T16:00:00.000Z`);
    expect(row.price).toBe(5000);
    expect(row.attraction_id).not.toBeNull();
  });

  it('edits: prefilled with the times in WIB and the linked attraction, saved, back to the list', async () => {
    const { page, server } = journey;
    await page.getByRole('link', { name: `Edit ${NEW_EVENT}`, exact: true }).click();
    await page.waitForURL(/\/admin\/edit\/agenda\/\d+$/);
    const form = page.getByRole('form', { name: `Edit ${NEW_EVENT}` });
    await form.waitFor();
    await expectNoA11yViolations(page, '/admin/edit/agenda/$id');
    expect(await form.getByLabel('Mulai').inputValue()).toBe(`${NEXT}-06-02T19:00`);
    expect(await form.getByLabel('Selesai (opsional)').inputValue()).toBe(`${NEXT}-06-02T23:00`);
    expect(await form.getByLabel('Kategori').inputValue()).toBe('Budaya');
    const linked = await server.db.selectFrom('attraction').select('id').where('name', '=', 'Perang Obor').executeTakeFirstOrThrow();
    await expect.poll(() => form.getByLabel('Wisata terkait').inputValue()).toBe(String(linked.id));

    await form.getByLabel('Tempat').fill('Jalan Desa Tegalsambi');
    await form.getByLabel('Selesai (opsional)').fill('');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.eventUpdated);
    await skipSavePause(page);
    await page.waitForURL('**/admin/daftar/agenda', { timeout: 10_000 });
    await page.getByRole('cell', { name: when(`${NEXT}-06-02T19:00`, ''), exact: true }).waitFor();
    const row = await server.db.selectFrom('event').select(['place', 'ends_at']).where('name', '=', NEW_EVENT).executeTakeFirstOrThrow();
    expect(row).toEqual({ place: 'Jalan Desa Tegalsambi', ends_at: null });
  });

  it('"Salin": the add form starts from the event with its dates blank and saves a second one', async () => {
    const { page, server } = journey;
    await page.getByRole('link', { name: message('adminCopyLabel', { name: NEW_EVENT }), exact: true }).click();
    await page.waitForURL(/[?&]salin=\d+/);
    const form = page.getByRole('form', { name: FORM });
    await form.waitFor();
    await page.getByText(message('adminCopyNote', { name: NEW_EVENT }), { exact: true }).waitFor();
    await expectNoA11yViolations(page, '/admin/daftar/agenda?tab=tambah&salin=$id');
    expect(await form.getByLabel('Nama').inputValue()).toBe(NEW_EVENT);
    expect(await form.getByLabel('Tempat').inputValue()).toBe('Jalan Desa Tegalsambi');
    expect(await form.getByLabel('Harga tiket (Rp, 0 jika gratis)').inputValue()).toBe('5000');
    expect(await form.getByLabel('Mulai').inputValue()).toBe('');
    expect(await form.getByLabel('Selesai (opsional)').inputValue()).toBe('');

    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, FORM, messages.requiredFields);
    await form.getByLabel('Mulai').fill(`${LATER}-05-22T19:00`);
    await form.getByLabel('Selesai (opsional)').fill(`${LATER}-05-22T23:00`);
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.eventAdded);
    await skipSavePause(page);
    await page.getByRole('tab', { name: 'Daftar Agenda', selected: true }).waitFor({ timeout: 10_000 });
    await page.getByRole('cell', { name: when(`${LATER}-05-22T19:00`, `${LATER}-05-22T23:00`), exact: true }).waitFor();
    expect(await names()).toEqual(['Festival Pantai', NEW_EVENT, 'Sedekah Bumi', NEW_EVENT, 'Pasar Malam 2022', 'Perang Obor 2020']);
    const copies = await server.db.selectFrom('event').select(['place', 'price', 'attraction_id']).where('name', '=', NEW_EVENT).execute();
    expect(copies).toHaveLength(2);
    expect(copies[1]).toEqual(copies[0]);
  });

  it('deletes after confirmation; the dashboard counts the events to come', async () => {
    const { page, server } = journey;
    await deleteRow(page, 'Festival Pantai');
    expect(await names()).toEqual([NEW_EVENT, 'Sedekah Bumi', NEW_EVENT, 'Pasar Malam 2022', 'Perang Obor 2020']);

    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL('**/admin/dashboard');
    const card = page.getByTestId('count-agenda');
    await card.getByText(messages.adminCountAgenda, { exact: true }).waitFor();
    await expect.poll(() => card.locator('p').nth(1).textContent()).toBe('3');

    await page.goto(`${server.url}/admin/edit/agenda/999999`);
    await page.getByRole('alert').getByText(messages.adminEventLoadFailed, { exact: true }).waitFor();
  });
});

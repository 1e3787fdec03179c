/**
 * Admin journey: the booking inbox. The sidebar's count of new requests; the list newest first with its
 * status, package-or-lodging and name / code / number filters kept in the URL; a request's page with
 * every field, the status buttons, the internal note and the WhatsApp reply; what the visitor then sees
 * by code; the filtered list as a CSV file; and the dashboard's count of new requests.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { villageToday } from '../shared/event-time';
import { message, messages } from '../shared/messages';
import { bookingInput, type BookingInput, type BookingView } from '../shared/schemas/booking';
import { VILLAGE_DEFAULTS } from '../shared/village-defaults';
import { createBooking, updateBooking } from '../server/modules/booking/booking.service';
import { adminJourney, createThroughApi, expectNoA11yViolations, expectToast } from './admin-support';
import { describeBrowser, type TestServer } from './harness';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => villageToday(new Date(Date.now() + offset * DAY_MS));

/** The seeded requests, oldest first; filled in by the journey's set-up. */
const seeded = {} as Record<'erased' | 'budi' | 'dewi' | 'siti' | 'ahmad', BookingView & { id: number }>;
const ids = { obor: 0, ukir: 0, pondok: 0 };

const DEWI = 'Dewi "Ayu" Lestari, S.E.';
const SITI = 'Siti Nur’aini Kadék';
const FORMULA_NOTE = '=HYPERLINK("http://contoh.test","klik")';

let address = 0;

async function seed(server: TestServer, key: keyof typeof seeded, input: BookingInput) {
  const view = await createBooking(server.db, bookingInput.parse(input), `10.9.0.${++address}`);
  const row = await server.db.selectFrom('booking_request').select('id').where('code', '=', view.code).executeTakeFirstOrThrow();
  seeded[key] = { ...view, id: row.id };
}

async function seedRequests(url: string, server: TestServer) {
  ids.obor = await createThroughApi(url, 'paket', { name: 'Paket Obor', description: 'Menonton Perang Obor', price: '250000', phone: '081234567890', facilities: 'Makan, Pemandu' });
  ids.ukir = await createThroughApi(url, 'paket', { name: 'Paket Ukir', description: 'Belajar mengukir', price: '100000', phone: '081234567890', facilities: 'Pahat' });
  ids.pondok = await createThroughApi(url, 'accommodation', { name: 'Pondok Wisata Sambi', description: 'Homestay', price: '150000', phone: '081234567890', time_open_close: 'Check-in 14:00, Check-out 12:00' });
  await seed(server, 'erased', { target: 'paket', target_id: ids.ukir, name: 'Sudah Lama', whatsapp: '081200001111', visit_date: day(3), people: 2, note: 'rahasia' });
  await seed(server, 'budi', { target: 'paket', target_id: ids.obor, name: 'Budi Santoso', whatsapp: '0812 3456 7890', visit_date: day(7), people: 4 });
  await seed(server, 'dewi', { target: 'accommodation', target_id: ids.pondok, name: DEWI, whatsapp: '+62 813-5555-6666', check_in: day(10), check_out: day(12), people: 2, note: 'Datang sore, bawa "anak" kecil' });
  await seed(server, 'siti', { target: 'paket', target_id: ids.ukir, name: SITI, whatsapp: '085700002222', visit_date: day(20), people: 12, note: FORMULA_NOTE });
  await seed(server, 'ahmad', { target: 'paket', target_id: ids.obor, name: 'Ahmad Fauzi', whatsapp: '081911112222', visit_date: day(30), people: 1 });
  await updateBooking(server.db, seeded.ahmad.id, { status: 'dihubungi' });
  // The first request's retention period has ended (what eraseExpiredBookings does to it).
  await updateBooking(server.db, seeded.erased.id, { status: 'selesai' });
  await server.db.updateTable('booking_request').set({ name: '', whatsapp: '', note: '', admin_note: '', erased_at: new Date() }).where('id', '=', seeded.erased.id).execute();
}

/** The codes listed, top to bottom. */
const codes = (page: Page) => page.locator('tbody tr td:nth-child(1)').allInnerTexts();
/** The list shows these codes (a reload first waits out the loading spinner). */
const expectCodes = (page: Page, expected: readonly string[], term = '') => expect.poll(() => codes(page), { timeout: 10_000, message: term }).toEqual(expected);
const codesOf = (...keys: (keyof typeof seeded)[]) => keys.map((key) => seeded[key].code);

/** The sidebar's count of new requests, as seen and as read aloud. */
async function expectBadge(page: Page, count: number) {
  const link = page.getByRole('navigation', { name: messages.adminNavLabel }).getByRole('link', { name: /^Pemesanan/ });
  await expect.poll(() => page.getByTestId('new-bookings').locator('[aria-hidden="true"]').textContent(), { timeout: 10_000 }).toBe(String(count));
  // Read aloud: the label and the sentence, not the bare number.
  const named = page.getByRole('link', { name: new RegExp(`^Pemesanan\\s*${message('adminNewBookings', { n: count })}$`) });
  expect(await named.count()).toBe(1);
  expect(await link.textContent()).toBe(`Pemesanan${count}${message('adminNewBookings', { n: count })}`);
}

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  expect(field).toBe('');
  expect(row).toEqual([]);
  return rows;
}

describeBrowser('admin booking inbox', () => {
  const journey = adminJourney({ seed: false, records: seedRequests });

  it('shows the new requests on the sidebar and lists every request newest first', async () => {
    const { page } = journey;
    await expectBadge(page, 3);
    await page.getByRole('navigation', { name: messages.adminNavLabel }).getByRole('link', { name: /^Pemesanan/ }).click();
    await page.waitForURL('**/admin/pemesanan');
    await page.getByRole('heading', { level: 1, name: messages.adminBookingsTitle }).waitFor();
    await expectCodes(page, codesOf('ahmad', 'siti', 'dewi', 'budi', 'erased'));
    expect(await page.locator('thead th').allInnerTexts()).toEqual(['Kode', 'Dikirim', 'Untuk', 'Tanggal', 'Orang', 'Nama', 'Status']);

    const dewi = page.getByRole('row').filter({ hasText: seeded.dewi.code });
    const cells = await dewi.getByRole('cell').allInnerTexts();
    expect(cells[0]).toBe(seeded.dewi.code);
    expect(cells[1]).toMatch(/^\d{1,2} \w{3} \d{4},? \d{2}[.:]\d{2} WIB$/);
    expect(cells[2]).toBe('Pondok Wisata Sambi');
    expect(cells[3]).toMatch(new RegExp(`^${Number(day(10).slice(8))} \\w{3} \\d{4} – ${Number(day(12).slice(8))} \\w{3} \\d{4}$`));
    expect(cells.slice(4)).toEqual(['2', DEWI, 'Baru']);
    expect(await page.getByRole('row').filter({ hasText: seeded.erased.code }).getByRole('cell').nth(5).innerText()).toBe('-');
    await expectNoA11yViolations(page, '/admin/pemesanan');
  });

  it('filters by status, by package or lodging and by name, code or number, kept in the URL', async () => {
    const { page } = journey;
    const status = page.getByRole('group', { name: messages.adminBookingsFilterStatus });
    expect(await status.getByRole('button').allInnerTexts()).toEqual(['Semua', 'Baru', 'Dihubungi', 'Dikonfirmasi', 'Selesai', 'Dibatalkan']);
    await status.getByRole('button', { name: 'Dihubungi' }).click();
    await expectCodes(page, codesOf('ahmad'));
    await page.waitForURL(/[?&]status=dihubungi/);
    await page.reload();
    await expectCodes(page, codesOf('ahmad'));
    expect(await status.getByRole('button', { name: 'Dihubungi' }).getAttribute('aria-pressed')).toBe('true');
    await status.getByRole('button', { name: 'Dibatalkan' }).click();
    await page.getByText(messages.adminBookingsNoMatch, { exact: true }).waitFor();
    await status.getByRole('button', { name: 'Semua' }).click();
    await expect.poll(async () => (await codes(page)).length, { timeout: 10_000 }).toBe(5);

    const target = page.getByLabel(messages.adminBookingsFilterTarget);
    expect(await target.locator('option').allInnerTexts()).toEqual([messages.adminBookingsAllTargets, 'Paket Obor', 'Paket Ukir', 'Pondok Wisata Sambi']);
    await target.selectOption({ label: 'Paket Obor' });
    await expectCodes(page, codesOf('ahmad', 'budi'));
    await page.waitForURL(new RegExp(`[?&]untuk=paket-${ids.obor}`));
    await status.getByRole('button', { name: 'Baru' }).click();
    await expectCodes(page, codesOf('budi'));
    await page.reload();
    await expectCodes(page, codesOf('budi'));
    expect(await page.getByLabel(messages.adminBookingsFilterTarget).inputValue()).toBe(`paket-${ids.obor}`);
    await page.getByLabel(messages.adminBookingsFilterTarget).selectOption({ label: messages.adminBookingsAllTargets });
    await expectCodes(page, codesOf('siti', 'dewi', 'budi'));
    await status.getByRole('button', { name: 'Semua' }).click();

    const box = page.getByLabel(messages.adminBookingsSearch);
    for (const [term, expected] of [
      ['0813 5555', codesOf('dewi')],
      ['+62 813-5555', codesOf('dewi')],
      ['kadék', codesOf('siti')],
      ['SANTOSO', codesOf('budi')],
      [seeded.ahmad.code.toLowerCase().slice(4), codesOf('ahmad')],
      ['0812', codesOf('budi')],
    ] as const) {
      await box.fill(term);
      await expectCodes(page, expected, term);
    }
    await page.waitForURL(/[?&]q=0812/);
    await page.reload();
    await expectCodes(page, codesOf('budi'));
    expect(await page.getByLabel(messages.adminBookingsSearch).inputValue()).toBe('0812');
    await page.getByLabel(messages.adminBookingsSearch).fill('');
    await expect.poll(async () => (await codes(page)).length, { timeout: 10_000 }).toBe(5);
  });

  it('"Unduh CSV" downloads the filtered list: BOM, Indonesian header, quoted fields, formulas neutralised', async () => {
    const { page } = journey;
    await page.getByRole('group', { name: messages.adminBookingsFilterStatus }).getByRole('button', { name: 'Baru' }).click();
    await expectCodes(page, codesOf('siti', 'dewi', 'budi'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: messages.adminBookingsCsv }).click()]);
    expect(download.suggestedFilename()).toBe(`pemesanan-${villageToday()}.csv`);
    const path = await download.path();
    const bytes = await readFile(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(text).toContain(`"Dewi ""Ayu"" Lestari, S.E."`);

    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(['Kode', 'Dikirim', 'Status', 'Untuk', 'Jenis', 'Tanggal Kunjungan', 'Check-in', 'Check-out', 'Jumlah Orang', 'Nama', 'WhatsApp', 'Catatan', 'Catatan Internal']);
    expect(rows.map((row) => row[0])).toEqual(codesOf('siti', 'dewi', 'budi'));
    for (const row of rows) {
      expect(row).toHaveLength(13);
      expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
    expect(rows[0]?.slice(2)).toEqual(['Baru', 'Paket Ukir', 'Paket Wisata', day(20), '', '', '12', SITI, '6285700002222', `'${FORMULA_NOTE}`, '']);
    expect(rows[1]?.slice(2)).toEqual(['Baru', 'Pondok Wisata Sambi', 'Penginapan', '', day(10), day(12), '2', DEWI, '6281355556666', 'Datang sore, bawa "anak" kecil', '']);
    expect(rows[2]?.slice(2)).toEqual(['Baru', 'Paket Obor', 'Paket Wisata', day(7), '', '', '4', 'Budi Santoso', '6281234567890', '', '']);
  });

  it('a request: every field, the reply on WhatsApp, its status and internal note saved', async () => {
    const { page, server } = journey;
    await page.getByRole('link', { name: seeded.dewi.code, exact: true }).click();
    await page.waitForURL(`**/admin/pemesanan/${seeded.dewi.id}`);
    await page.getByRole('heading', { level: 1, name: message('adminBookingsDetail', { code: seeded.dewi.code }) }).waitFor();
    const fields = Object.fromEntries(
      await page.locator('dl > div').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? ''])),
    ) as Record<string, string>;
    expect(Object.keys(fields)).toEqual(['Kode', 'Dikirim', 'Untuk', 'Tanggal Check-in', 'Tanggal Check-out', 'Jumlah Orang', 'Nama', 'Nomor WhatsApp', 'Catatan']);
    expect(fields).toMatchObject({ Kode: seeded.dewi.code, Untuk: 'Pondok Wisata Sambi (Penginapan)', 'Jumlah Orang': '2', Nama: DEWI, 'Nomor WhatsApp': '+6281355556666', Catatan: 'Datang sore, bawa "anak" kecil' });
    expect(fields.Dikirim).toMatch(/ WIB$/);
    expect(await page.getByRole('link', { name: 'Pondok Wisata Sambi', exact: true }).getAttribute('href')).toBe(`/accommodation/${ids.pondok}`);

    const reply = page.getByRole('link', { name: messages.adminBookingsReply });
    const href = new URL((await reply.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/6281355556666');
    expect(href.searchParams.get('text')).toBe(`Halo ${DEWI}, kami dari ${VILLAGE_DEFAULTS.title} tentang permintaan ${seeded.dewi.code} (Pondok Wisata Sambi). `);
    expect(await reply.getAttribute('target')).toBe('_blank');
    await expectNoA11yViolations(page, '/admin/pemesanan/$id');

    // The visitor's status page, rendered on the server, says "Baru" before the village answers.
    const statusPage = () => fetch(`${server.url}/pemesanan/${seeded.dewi.code}`).then((response) => response.text());
    expect(await statusPage()).toContain(messages.bookingStatusText_baru);
    const status = page.getByRole('group', { name: messages.adminBookingsSetStatus });
    expect(await status.getByRole('button', { name: 'Baru' }).getAttribute('aria-pressed')).toBe('true');
    await status.getByRole('button', { name: 'Dikonfirmasi' }).click();
    await expectToast(page, messages.adminBookingsUpdated);
    await expect.poll(() => status.getByRole('button', { name: 'Dikonfirmasi' }).getAttribute('aria-pressed')).toBe('true');
    expect(await status.getByRole('button', { name: 'Baru' }).getAttribute('aria-pressed')).toBe('false');
    await expectBadge(page, 2);

    await page.getByLabel(messages.adminBookingsAdminNote).fill('DP sudah ditransfer, kamar 2.');
    await page.getByRole('button', { name: messages.adminBookingsSaveNote }).click();
    await expectToast(page, messages.adminBookingsUpdated);
    await expect
      .poll(() => server.db.selectFrom('booking_request').select(['status', 'admin_note']).where('id', '=', seeded.dewi.id).executeTakeFirstOrThrow())
      .toEqual({ status: 'dikonfirmasi', admin_note: 'DP sudah ditransfer, kamar 2.' });
    await page.reload();
    expect(await page.getByLabel(messages.adminBookingsAdminNote).inputValue()).toBe('DP sudah ditransfer, kamar 2.');

    // The visitor, who has no account, sees the new status by code, never the village's note.
    const answer = await fetch(`${server.url}/trpc/booking.byCode?input=${encodeURIComponent(JSON.stringify({ code: seeded.dewi.code }))}`);
    expect(answer.status).toBe(200);
    const { result } = (await answer.json()) as { result: { data: Record<string, unknown> } };
    expect(result.data).toMatchObject({ code: seeded.dewi.code, status: 'dikonfirmasi', target_name: 'Pondok Wisata Sambi' });
    expect(result.data).not.toHaveProperty('admin_note');
    const html = await statusPage();
    expect(html).toContain(messages.bookingStatusText_dikonfirmasi);
    expect(html).not.toContain('DP sudah ditransfer');

    await page.getByRole('link', { name: messages.adminBookingsBack }).click();
    await page.waitForURL(/\/admin\/pemesanan$/);
    const row = page.getByRole('row').filter({ hasText: seeded.dewi.code });
    await expect.poll(() => row.getByRole('cell').nth(6).innerText()).toBe('Dikonfirmasi');
  });

  it('an erased request has no reply link; an unknown one is not found', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/admin/pemesanan/${seeded.erased.id}`);
    await page.getByText(messages.adminBookingsErased, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: messages.adminBookingsReply }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Paket Ukir', exact: true }).getAttribute('href')).toBe(`/paket/${ids.ukir}`);
    expect(await page.getByRole('group', { name: messages.adminBookingsSetStatus }).getByRole('button', { name: 'Selesai' }).getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${server.url}/admin/pemesanan/999999`);
    await page.getByRole('alert').getByText(messages.bookingNotFound, { exact: true }).waitFor();
  });

  it('the dashboard counts the new requests', async () => {
    const { page } = journey;
    await page.getByRole('navigation', { name: messages.adminNavLabel }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL('**/admin/dashboard');
    const card = page.getByTestId('count-pemesanan');
    await card.getByText(messages.adminCountPemesanan, { exact: true }).waitFor();
    await expect.poll(() => card.locator('p').nth(1).textContent()).toBe('2');
  });
});

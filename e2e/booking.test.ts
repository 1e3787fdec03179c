/**
 * Journey: on a phone, a visitor asks for a tour package and a lodging from their pages (Ajukan Pemesanan):
 * each mistake is named beside its field, by the form and by the server alike, nothing typed is lost, the
 * request comes back with its code, WhatsApp carries the code on, and the status page shows it (a code that
 * names no request is a 404). The server takes five requests an hour from one address: this file sends two.
 */
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { villageToday } from '../shared/event-time';
import { describeBrowser, hydrated, newPage } from './harness';
import { closePublicSuite, dayFrom, messageOf, openPublicSuite, settled, type PublicSuite } from './public-fixtures';

const PHONE = { width: 375, height: 812 };
const CODE = /^TGS-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

let suite: PublicSuite;

/** "Senin, 7 Desember 2026", as Indonesian is written (the page words its days on the village's clock). */
function indonesianDay(day: string): string {
  return new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The visitor's actions, counted: a tap on a link, button or field, and each field they fill. */
function counter() {
  const count = { taps: 0, fields: 0 };
  return {
    count,
    tap: async (target: Locator) => {
      count.taps += 1;
      await target.click();
    },
    type: async (field: Locator, value: string) => {
      count.taps += 1;
      count.fields += 1;
      await field.click();
      await field.fill(value);
    },
  };
}

describeBrowser('booking requests', () => {
  beforeAll(async () => {
    suite = await openPublicSuite();
  });
  afterAll(() => closePublicSuite(suite));

  it('asks for a package on a phone: every mistake beside its field, then the code, WhatsApp and the status page', async () => {
    const page = await newPage(suite.browser, PHONE);
    await page.goto(`${suite.server.url}/paket/${suite.ids.paket}`);
    await settled(page);
    const visitor = counter();
    const form = page.locator('#pemesanan');
    const name = form.getByLabel('Nama', { exact: true });
    const whatsapp = form.getByLabel('Nomor WhatsApp');
    const date = form.getByLabel('Tanggal Kunjungan');
    const people = form.getByLabel('Jumlah Orang');
    const send = form.getByRole('button', { name: 'Kirim Permintaan' });

    // One tap from the top of the page down to the form.
    await visitor.tap(page.getByTestId('booking-jump'));
    await page.waitForFunction(() => window.location.hash === '#pemesanan');
    expect(await form.getByRole('heading', { name: 'Ajukan Pemesanan' }).isVisible()).toBe(true);
    expect(await name.getAttribute('autocomplete')).toBe('name');
    expect(await whatsapp.getAttribute('type')).toBe('tel');
    expect(await whatsapp.getAttribute('inputmode')).toBe('tel');
    expect(await whatsapp.getAttribute('autocomplete')).toBe('tel');
    expect(await date.getAttribute('type')).toBe('date');
    expect(await date.getAttribute('min')).toBe(villageToday());
    expect([await people.getAttribute('type'), await people.getAttribute('min'), await people.getAttribute('max')]).toEqual(['number', '1', '500']);
    expect(await form.textContent()).toContain('dihapus otomatis 365 hari setelah tanggal kunjungan');
    const honeypot = form.locator('input[name="website"]');
    expect([await honeypot.getAttribute('tabindex'), await honeypot.getAttribute('autocomplete')]).toEqual(['-1', 'off']);
    // Off the screen, out of the tab order and hidden from screen readers: only a robot fills it.
    const trap = await honeypot.boundingBox();
    expect((trap?.x ?? 0) + (trap?.width ?? 0)).toBeLessThanOrEqual(0);
    expect(await form.locator('[aria-hidden="true"]').filter({ hasText: 'Jangan isi kolom ini' }).count()).toBe(1);

    // Sent empty: each required field says what it needs; the first one to fix gets the focus.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('booking.create')) asked.push(request.url());
    });
    await send.click();
    // The checking code arrives with the first reach for the form (send-booking.ts): its answer, a moment later.
    await expect.poll(() => messageOf(name)).toBe('Nama harus 2 sampai 100 karakter.');
    expect(await messageOf(whatsapp)).toBe('Nomor WhatsApp harus 8 sampai 15 angka, diawali 08, 62 atau +62.');
    expect(await messageOf(date)).toBe('Tanggal wajib diisi.');
    expect(await messageOf(people)).toBe('Jumlah orang harus antara 1 dan 500.');
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);

    // Wrong values: each its own sentence, and what was typed stays.
    await name.fill('A');
    await whatsapp.fill('123');
    await date.fill(dayFrom(-1));
    await people.fill('0');
    await send.click();
    await expect.poll(() => messageOf(date)).toBe('Tanggal tidak boleh sebelum hari ini.');
    expect(await messageOf(name)).toBe('Nama harus 2 sampai 100 karakter.');
    expect(await messageOf(whatsapp)).toBe('Nomor WhatsApp harus 8 sampai 15 angka, diawali 08, 62 atau +62.');
    expect(await messageOf(people)).toBe('Jumlah orang harus antara 1 dan 500.');
    expect([await name.inputValue(), await whatsapp.inputValue(), await date.inputValue(), await people.inputValue()]).toEqual(['A', '123', dayFrom(-1), '0']);
    // The form checked all of it itself: nothing was sent.
    expect(asked).toEqual([]);

    // The visitor fixes them, counted from here as a visitor who gets it right the first time would.
    const visit = dayFrom(7);
    await visitor.type(name, 'Siti Aminah');
    // A changed field drops its message at once.
    expect(await messageOf(name)).toBeNull();
    await visitor.type(whatsapp, '0812 3456 7890');
    // On a phone the date is one tap on the field and one on the day in the picker (counted below).
    await visitor.type(date, visit);
    await visitor.type(people, '4');

    // The server says the same as the form: a refusal of its own comes back beside the field.
    await page.route('**/trpc/booking.create*', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, Record<string, unknown>>;
      await route.continue({ postData: JSON.stringify({ ...body, 0: { ...body['0'], people: 501 } }) });
    });
    await send.click();
    await form.getByTestId('booking-error-people').waitFor();
    expect(await messageOf(people)).toBe('Jumlah orang harus antara 1 dan 500.');
    expect(await people.inputValue()).toBe('4');
    await page.unroute('**/trpc/booking.create*');

    // No connection: the sentence stands above the button, and everything typed is still there.
    await page.route('**/trpc/booking.create*', (route) => route.abort());
    await send.click();
    const alert = form.getByRole('alert');
    expect(await alert.textContent()).toBe('Tidak dapat terhubung ke server. Cek koneksi internet.');
    const [alertBox, sendBox] = await Promise.all([alert.boundingBox(), send.boundingBox()]);
    expect((alertBox?.y ?? Infinity) < (sendBox?.y ?? 0)).toBe(true);
    expect([await name.inputValue(), await whatsapp.inputValue(), await date.inputValue(), await people.inputValue()]).toEqual(['Siti Aminah', '0812 3456 7890', visit, '4']);
    await page.unroute('**/trpc/booking.create*');

    // Sent: "Mengirim..." on a disabled button while the server stores it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/booking.create*', async (route) => {
      await held;
      await route.continue();
    });
    await visitor.tap(send);
    const sending = form.getByRole('button', { name: 'Mengirim...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await form.getByRole('heading', { name: 'Permintaan Terkirim' }).waitFor();
    await page.unroute('**/trpc/booking.create*');

    // 4 fields and 7 taps from the package page to a sent request: the jump link, one tap into each of the
    // four fields, the day in the phone's date picker (a real phone's; here the date is typed), and Kirim.
    const taps = visitor.count.taps + 1;
    console.info(`booking a package on a phone: ${visitor.count.fields} fields, ${taps} taps`);
    expect([visitor.count.fields, taps]).toEqual([4, 7]);

    const code = (await form.getByTestId('booking-code').textContent()) ?? '';
    expect(code).toMatch(CODE);
    const summary = `Paket Obor, tanggal ${indonesianDay(visit)}, 4 orang`;
    const sent = (await form.getByTestId('booking-sent').textContent()) ?? '';
    for (const text of ['Terima kasih, Siti Aminah.', 'Paket Obor', indonesianDay(visit), 'Jumlah Orang4']) expect(sent).toContain(text);
    expect(await form.getByTestId('booking-code').evaluate((element) => getComputedStyle(element).userSelect)).toBe('all');

    // WhatsApp goes to the package's own number, with the code and the summary already written.
    const whatsAppHref = (await form.getByRole('link', { name: /Lanjutkan di WhatsApp/ }).getAttribute('href')) ?? '';
    expect(whatsAppHref).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    const text = decodeURIComponent(whatsAppHref.split('text=')[1] ?? '');
    expect(text).toBe(`Halo, saya Siti Aminah. Saya baru mengirim permintaan pemesanan ${code}: ${summary}. Mohon konfirmasinya.`);

    // The status page, from the link the visitor is asked to keep.
    const statusLink = form.getByRole('link', { name: `/pemesanan/${code}` });
    expect(await form.textContent()).toContain('Simpan kode ini. Anda bisa melihat status permintaan kapan saja di');
    await statusLink.click();
    await page.waitForURL(`${suite.server.url}/pemesanan/${code}`);
    await page.getByRole('heading', { level: 1, name: `Status Permintaan ${code}` }).waitFor();
    expect(await page.getByTestId('booking-status').textContent()).toBe('Baru');

    // Opened afresh (a saved link): rendered by the server, kept out of search engines.
    await page.goto(`${suite.server.url}/pemesanan/${code.toLowerCase()}`);
    await settled(page);
    expect(await page.getByTestId('booking-status').textContent()).toBe('Baru');
    const main = (await page.locator('main').textContent()) ?? '';
    for (const part of ['Permintaan Anda sudah kami terima dan akan segera kami hubungi.', 'Paket Obor', indonesianDay(visit), 'Dikirim']) expect(main).toContain(part);
    expect(main).not.toContain('Siti Aminah');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('link', { name: 'Paket Obor' }).click();
    await page.waitForURL(`${suite.server.url}/paket/${suite.ids.paket}`);
    await page.context().close();
  });

  it('asks for a lodging: a check-out before the check-in is named, then the request is sent', async () => {
    const page = await newPage(suite.browser, PHONE);
    await page.goto(`${suite.server.url}/accommodation/${suite.ids.lodging}`);
    await settled(page);
    const form = page.locator('#pemesanan');
    const checkIn = form.getByLabel('Tanggal Check-in');
    const checkOut = form.getByLabel('Tanggal Check-out');
    expect(await form.getByLabel('Tanggal Kunjungan').count()).toBe(0);
    await form.getByLabel('Nama', { exact: true }).fill('Budi Santoso');
    await form.getByLabel('Nomor WhatsApp').fill('+62 813-1111-2222');
    await checkIn.fill(dayFrom(10));
    expect(await checkOut.getAttribute('min')).toBe(dayFrom(11));
    await checkOut.fill(dayFrom(9));
    await form.getByLabel('Jumlah Orang').fill('2');
    await form.getByLabel('Catatan').fill('Datang sore.');
    await form.getByRole('button', { name: 'Kirim Permintaan' }).click();
    await expect.poll(() => messageOf(checkOut)).toBe('Tanggal check-out harus setelah check-in.');
    expect(await messageOf(checkIn)).toBeNull();
    expect(await checkIn.inputValue()).toBe(dayFrom(10));

    await checkOut.fill(dayFrom(12));
    await form.getByRole('button', { name: 'Kirim Permintaan' }).click();
    await form.getByRole('heading', { name: 'Permintaan Terkirim' }).waitFor();
    const code = (await form.getByTestId('booking-code').textContent()) ?? '';
    expect(code).toMatch(CODE);
    const href = (await form.getByRole('link', { name: /Lanjutkan di WhatsApp/ }).getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/6281298765432\?text=/);
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain(
      `${code}: Homestay Ukir, check-in ${indonesianDay(dayFrom(10))}, check-out ${indonesianDay(dayFrom(12))}, 2 orang`,
    );
    await page.context().close();
  });

  it('answers a code that names no request with 404 and says so', async () => {
    // U is not among the code's symbols: no request can have this code.
    const path = '/pemesanan/TGS-UUUUUU';
    const response = await fetch(`${suite.server.url}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Permintaan tidak ditemukan.');
    expect(html).toContain('<meta name="robots" content="noindex">');
    const page = await newPage(suite.browser, PHONE);
    await page.goto(`${suite.server.url}${path}`);
    await page.getByRole('alert').filter({ hasText: 'Permintaan tidak ditemukan.' }).waitFor();
    await hydrated(page);
    await page.context().close();
  });
});

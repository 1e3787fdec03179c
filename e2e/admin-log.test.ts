/**
 * Admin journey: the activity log. The admin's sign-in, a record made, changed and removed through the
 * legacy API and two failed sign-ins appear newest first, with who, from where, what and what changed;
 * the action, kind and day filters narrow the list and are kept in the URL; older rows page.
 */
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { villageToday } from '../shared/event-time';
import { message, messages } from '../shared/messages';
import { adminJourney, expectNoA11yViolations, pngFile } from './admin-support';
import { adminCredentials, describeBrowser, type TestServer } from './harness';

/** Rows the demo content would have left: written by no account, on 16 March 2025 at 01.30 WIB. */
const OLD_ROWS = 55;
const OLD_AT = '2025-03-15T18:30:00Z';
const TRIED = 'penyusup@contoh.test';
const LONG_TEXT = 'Pantai berpasir putih di pesisir utara Jepara, ramai dikunjungi saat matahari terbenam dan musim liburan sekolah.';

async function seedOldRows(server: TestServer) {
  const rows = Array.from({ length: OLD_ROWS }, (_, index) => ({
    user_id: null,
    user_email: '',
    ip: '',
    action: 'create',
    kind: 'event',
    record_id: 1000 + index,
    record_name: `Agenda Lama ${index + 1}`,
    changes: null,
  }));
  await server.db.insertInto('audit_log').values(rows).execute();
  await sql`update audit_log set at = ${OLD_AT}::timestamptz where record_name like 'Agenda Lama %'`.execute(server.db);
}

const ids = { attraction: 0, facility: 0 };

function login(url: string, credentials: { email: string; password: string }) {
  return fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credentials) });
}

async function formOf(fields: Record<string, string>, images: { name: string; colour: string }[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const image of images) {
    const file = await pngFile(image.name, image.colour);
    form.append('images', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  }
  return form;
}

/** Through the legacy API with one token: an attraction made and changed, a facility made and removed. */
async function writeThroughApi(url: string) {
  const { token } = (await (await login(url, adminCredentials)).json()) as { token: string };
  const send = async (method: string, path: string, body?: FormData) => {
    const response = await fetch(`${url}/api/data/${path}`, { method, headers: { Authorization: `Bearer ${token}` }, body });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return (await response.json()) as { id?: number };
  };
  const place = { time_open_close: '06.00 - 18.00', location: '-6.6160, 110.6517' };
  const attraction = await formOf({ category: 'Pesisir', name: 'Pantai Lama', description: 'Pantai berpasir putih.', ...place }, [
    { name: 'a.png', colour: '#0a7' },
    { name: 'b.png', colour: '#a70' },
  ]);
  ids.attraction = (await send('POST', 'attraction', attraction)).id ?? 0;
  await send('PUT', `attraction/${ids.attraction}`, await formOf({ name: 'Pantai Baru', description: LONG_TEXT }, [{ name: 'c.png', colour: '#07a' }]));
  ids.facility = (await send('POST', 'facility', await formOf({ name: 'Balai Log', description: 'Aula desa', location: '-6.6160, 110.6517' }))).id ?? 0;
  await send('DELETE', `facility/${ids.facility}`);
}

/** The cells of the rows shown, top to bottom. */
const rows = (page: Page) => page.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())));
const column = async (page: Page, index: number) => (await rows(page)).map((cells) => cells[index] ?? '');
const paging = (page: Page) => page.getByRole('navigation', { name: messages.adminLogPaging }).locator('p').innerText();
/** Waits for the page and total the pager names (a changed filter first shows the previous rows). */
const expectPaging = (page: Page, current: number, pages: number, total: number) =>
  expect.poll(() => paging(page), { timeout: 10_000 }).toBe(`${message('adminLogPage', { page: current, pages })} · ${message('adminLogTotal', { n: total })}`);

const today = villageToday();
const TODAY_ROWS = 8;

describeBrowser('admin activity log', () => {
  const journey = adminJourney({ seed: false, records: (_url, server) => seedOldRows(server) });

  it('lists the admin’s actions newest first: who, from where, what, on which data and what changed', async () => {
    const { page, server } = journey;
    await writeThroughApi(server.url);
    expect((await login(server.url, { email: adminCredentials.email, password: 'kata-sandi-salah' })).status).toBe(401);
    expect((await login(server.url, { email: TRIED, password: 'tebak-tebakan' })).status).toBe(401);

    const nav = page.getByRole('navigation', { name: messages.adminNavLabel });
    const labels = await nav.getByRole('link').allInnerTexts();
    expect(labels.slice(-2)).toEqual([messages.adminNavLog, messages.adminNavAkun]);
    await nav.getByRole('link', { name: messages.adminNavLog, exact: true }).click();
    await page.waitForURL('**/admin/log');
    await page.getByRole('heading', { level: 1, name: messages.adminLogTitle }).waitFor();
    expect(await page.locator('thead th').allInnerTexts()).toEqual(['Waktu', 'Pengguna', 'IP', 'Aksi', 'Data', 'Perubahan']);
    await expectPaging(page, 1, 2, TODAY_ROWS + OLD_ROWS);

    const shown = await rows(page);
    expect(shown).toHaveLength(50);
    // An account shows its name above its email.
    const admin = `Admin\n${adminCredentials.email}`;
    expect(shown.slice(0, TODAY_ROWS + 1).map((cells) => [cells[1], cells[3], cells[4]])).toEqual([
      [TRIED, 'Gagal masuk', ''],
      [admin, 'Gagal masuk', ''],
      [admin, 'Hapus', `Fasilitas\nBalai Log #${ids.facility}`],
      [admin, 'Tambah', `Fasilitas\nBalai Log #${ids.facility}`],
      [admin, 'Ubah', `Wisata\nPantai Baru #${ids.attraction}`],
      [admin, 'Tambah', `Wisata\nPantai Lama #${ids.attraction}`],
      [admin, 'Masuk', ''],
      [admin, 'Masuk', ''],
      ['Sistem', 'Tambah', `Agenda\nAgenda Lama ${OLD_ROWS} #${1000 + OLD_ROWS - 1}`],
    ]);
    // Today's rows carry today's date (WIB) and the address they came from.
    const todayPrefix = `${Number(today.slice(8))} `;
    for (const cells of shown.slice(0, TODAY_ROWS)) {
      expect(cells[0]).toMatch(/^\d{1,2} \w{3} \d{4} \d{2}\.\d{2}$/);
      expect(cells[0]?.startsWith(todayPrefix)).toBe(true);
      expect(cells[2]).toMatch(/^(127\.0\.0\.1|::1)$/);
    }
    expect(shown[TODAY_ROWS]?.[0]).toBe('16 Mar 2025 01.30');
    expect(shown[TODAY_ROWS]?.[2]).toBe('-');

    // The update names each changed field, old → new: long texts cut short, images as counts.
    const changes = (shown[4]?.[5] ?? '').split('\n');
    expect(changes).toContain('Nama: Pantai Lama → Pantai Baru');
    expect(changes).toContain('Gambar: 2 → 1');
    const description = changes.find((line) => line.startsWith('Deskripsi: '));
    expect(description).toMatch(/^Deskripsi: Pantai berpasir putih\. → Pantai berpasir putih di pesisir .*…$/);
    expect((description?.split(' → ')[1] ?? '').length).toBeLessThanOrEqual(60);
    expect(shown.filter((_, index) => index !== 4).every((cells) => cells[5] === '')).toBe(true);
    await expectNoA11yViolations(page, '/admin/log');
  });

  it('pages through older rows, kept in the URL', async () => {
    const { page } = journey;
    const pager = page.getByRole('navigation', { name: messages.adminLogPaging });
    expect(await pager.getByRole('button', { name: messages.adminLogPrev }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: messages.adminLogNext }).click();
    await page.waitForURL(/[?&]halaman=2/);
    await expectPaging(page, 2, 2, TODAY_ROWS + OLD_ROWS);
    await expect.poll(async () => (await rows(page)).length).toBe(TODAY_ROWS + OLD_ROWS - 50);
    expect(new Set(await column(page, 1))).toEqual(new Set(['Sistem']));
    expect(await pager.getByRole('button', { name: messages.adminLogNext }).isDisabled()).toBe(true);
    await page.reload();
    await expectPaging(page, 2, 2, TODAY_ROWS + OLD_ROWS);
    expect((await column(page, 4)).at(-1)).toBe('Agenda\nAgenda Lama 1 #1000');
    await pager.getByRole('button', { name: messages.adminLogPrev }).click();
    await expectPaging(page, 1, 2, TODAY_ROWS + OLD_ROWS);
    expect(new URL(page.url()).searchParams.has('halaman')).toBe(false);
  });

  it('filters by action and by kind of data, kept in the URL; a changed filter starts at page 1', async () => {
    const { page } = journey;
    const action = page.getByLabel(messages.adminLogFilterAction);
    expect(await action.locator('option').allInnerTexts()).toEqual([
      'Semua aksi',
      'Masuk',
      'Gagal masuk',
      'Keluar',
      'Ubah kata sandi',
      'Tambah',
      'Ubah',
      'Hapus',
      'Terbitkan',
      'Jadikan draf',
      'Pulihkan',
      'Hapus permanen',
      'Tambah pengguna',
      'Ubah pengguna',
      'Nonaktifkan pengguna',
      'Aktifkan pengguna',
      'Reset kata sandi',
      'Buat cadangan',
      'Tutup tanggal',
      'Buka tanggal',
      'Tambah kalender impor',
      'Hapus kalender impor',
      'Ganti alamat kalender',
    ]);
    await action.selectOption({ label: 'Hapus' });
    await page.waitForURL(/[?&]aksi=delete/);
    await expectPaging(page, 1, 1, 1);
    expect(await column(page, 3)).toEqual(['Hapus']);
    expect(await column(page, 4)).toEqual([`Fasilitas\nBalai Log #${ids.facility}`]);
    await page.reload();
    await expectPaging(page, 1, 1, 1);
    expect(await page.getByLabel(messages.adminLogFilterAction).inputValue()).toBe('delete');

    await page.getByLabel(messages.adminLogFilterAction).selectOption({ label: 'Semua aksi' });
    const kind = page.getByLabel(messages.adminLogFilterKind);
    expect(await kind.locator('option').allInnerTexts()).toEqual(['Semua data', 'Wisata', 'Penginapan', 'Paket Wisata', 'Kuliner', 'Fasilitas', 'Lokasi Peta', 'Agenda', 'Pemesanan', 'Dokumen', 'Pengguna', 'Catatan Kunjungan']);
    await kind.selectOption({ label: 'Wisata' });
    await page.waitForURL(/[?&]jenis=attraction/);
    await expectPaging(page, 1, 1, 2);
    expect(await column(page, 3)).toEqual(['Ubah', 'Tambah']);

    await kind.selectOption({ label: 'Agenda' });
    await expectPaging(page, 1, 2, OLD_ROWS);
    await page.getByRole('button', { name: messages.adminLogNext }).click();
    await expectPaging(page, 2, 2, OLD_ROWS);
    await kind.selectOption({ label: 'Fasilitas' });
    await expectPaging(page, 1, 1, 2);
    expect(new URL(page.url()).searchParams.has('halaman')).toBe(false);
    expect(await column(page, 3)).toEqual(['Hapus', 'Tambah']);

    const user = page.getByLabel(messages.adminLogFilterUser);
    const adminOption = `Admin (${adminCredentials.email})`;
    expect(await user.locator('option').allInnerTexts()).toEqual([messages.adminLogAllUsers, adminOption]);
    await page.getByLabel(messages.adminLogFilterKind).selectOption({ label: 'Semua data' });
    await user.selectOption({ label: adminOption });
    await page.waitForURL(/[?&]pengguna=\d+/);
    // The failed sign-in with the admin's email is the admin's; the one with an unknown email is no one's.
    await expectPaging(page, 1, 1, TODAY_ROWS - 1);
    await page.getByRole('button', { name: messages.adminLogReset }).click();
    await expectPaging(page, 1, 2, TODAY_ROWS + OLD_ROWS);
    expect(new URL(page.url()).search).toBe('');
  });

  it('filters by days on the village’s calendar: today shows today’s rows, a past range none', async () => {
    const { page } = journey;
    const from = page.getByLabel(messages.adminLogFrom);
    const to = page.getByLabel(messages.adminLogTo);
    await from.fill(today);
    await to.fill(today);
    await page.waitForURL(new RegExp(`[?&]sampai=${today}`));
    await expectPaging(page, 1, 1, TODAY_ROWS);
    expect(await column(page, 1)).toContain(TRIED);

    await from.fill('2024-01-01');
    await to.fill('2024-12-31');
    await page.getByText(messages.adminLogNoMatch, { exact: true }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(0);

    // 18.30 UTC on 15 March is 01.30 on the 16th in WIB: the day the rows belong to.
    await from.fill('2025-03-16');
    await to.fill('2025-03-16');
    await expectPaging(page, 1, 2, OLD_ROWS);
    await page.reload();
    await expectPaging(page, 1, 2, OLD_ROWS);
    expect(await page.getByLabel(messages.adminLogFrom).inputValue()).toBe('2025-03-16');
    await page.getByLabel(messages.adminLogFrom).fill('2025-03-15');
    await page.getByLabel(messages.adminLogTo).fill('2025-03-15');
    await page.getByText(messages.adminLogNoMatch, { exact: true }).waitFor();
    await expectNoA11yViolations(page, '/admin/log (no match)');
  });
});

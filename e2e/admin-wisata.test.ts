/**
 * Admin journey: attractions. The list with its category filter and search, the add form with every
 * SPEC.md §5 message, images that reach the public page, an edit, and a delete after confirmation.
 */
import { expect, it } from 'vitest';
import { message, messages } from '../shared/messages';
import { TRASH_RETENTION_DAYS } from '../shared/schemas/lifecycle';
import { adminJourney, createThroughApi, expectFormAlert, expectNoA11yViolations, expectToast, pngFile, skipSavePause } from './admin-support';
import { describeBrowser, newPage } from './harness';

const FORM = 'Tambah Wisata';
const place = { time_open_close: 'Senin - Minggu, 08:00 - 17:00', location: '-6.6160, 110.6517' };

describeBrowser('admin attractions', () => {
  const journey = adminJourney({
    seed: false,
    records: async (url) => {
      await createThroughApi(url, 'attraction', { category: 'Religi', name: 'Makam Mbah Tegal', description: 'Ziarah', price: '0', ...place });
      await createThroughApi(url, 'attraction', { category: 'Sejarah', name: 'Petilasan Mbah Surgi', description: 'Sejarah desa', price: '5000', ...place });
      await createThroughApi(url, 'attraction', { category: 'Budaya', name: 'Perang Obor', description: 'Tradisi', price: '10000', ...place });
      await createThroughApi(url, 'umkm', { name: 'Ukir Jati Sambi', description: 'Kerajinan ukir' });
    },
  });

  const rows = () => journey.page.locator('tbody tr');

  it('lists attractions (not UMKM) with price lines; Religi includes Sejarah; search and empty text', async () => {
    const { page } = journey;
    await page.getByRole('link', { name: 'Wisata', exact: true }).click();
    await page.getByRole('tab', { name: 'Daftar Wisata', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Tambah Wisata' }).waitFor();
    await page.getByRole('cell', { name: 'Perang Obor', exact: true }).waitFor();
    expect(await rows().count()).toBe(3);
    await page.getByRole('cell', { name: 'Gratis', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Rp 10.000 /pax', exact: true }).waitFor();
    await expectNoA11yViolations(page, '/admin/daftar/wisata');

    await page.getByRole('button', { name: 'Religi' }).click();
    expect(await rows().allInnerTexts()).toEqual([expect.stringContaining('Makam Mbah Tegal'), expect.stringContaining('Petilasan Mbah Surgi')]);
    await page.getByRole('button', { name: 'Pesisir' }).click();
    await page.getByText(messages.emptyAttractions, { exact: true }).waitFor();
    await page.getByRole('group', { name: messages.adminFilterLabel }).getByRole('button', { name: 'Semua' }).click();
    await page.getByLabel('Cari berdasarkan nama').fill('obor');
    expect(await rows().count()).toBe(1);
    await page.getByLabel('Cari berdasarkan nama').fill('');
  });

  it('add form: required, digits-only inputs, phone and email messages (SPEC.md §5)', async () => {
    const { page } = journey;
    await page.getByRole('tab', { name: 'Tambah Wisata' }).click();
    const form = page.getByRole('form', { name: FORM });
    await form.waitFor();
    await expectNoA11yViolations(page, '/admin/daftar/wisata?tab=tambah');

    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, FORM, messages.requiredFields);

    expect(await form.getByLabel('Nama').getAttribute('maxlength')).toBe('50');
    expect(await form.getByLabel('Nomor Telepon').getAttribute('maxlength')).toBe('15');
    await form.getByLabel('Kategori').selectOption('Pesisir');
    await form.getByLabel('Nama').fill('Pantai Tegalsambi');
    await form.getByLabel('Deskripsi').fill('Pantai berpasir putih.');
    await form.getByLabel('Harga (Rp)').pressSequentially('15.000a');
    expect(await form.getByLabel('Harga (Rp)').inputValue()).toBe('15000');
    // Opening hours are composed only when all four parts are chosen.
    await form.getByLabel('Hari buka').selectOption('Senin');
    await form.getByLabel('Sampai hari').selectOption('Minggu');
    await form.getByLabel('Jam buka').fill('06:00');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, FORM, messages.requiredFields);
    await form.getByLabel('Jam tutup').fill('18:00');

    // The map picker sets the coordinates even though no tile loads here.
    await page.getByTestId('map-picker').click();
    expect(await form.getByLabel('Lokasi (lat, lng)').inputValue()).toMatch(/^-?\d+(\.\d+)?, -?\d+(\.\d+)?$/);

    await form.getByLabel('Nomor Telepon').pressSequentially('08-12');
    expect(await form.getByLabel('Nomor Telepon').inputValue()).toBe('0812');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, FORM, messages.phoneInvalid);
    expect(await form.getByLabel('Nomor Telepon').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Nomor Telepon').fill('081234567890');
    await form.getByLabel('Email').fill('pantai@desa');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, FORM, messages.emailInvalid);
    await form.getByLabel('Email').fill('pantai@tegalsambi.desa.id');
    await form.getByLabel('Fasilitas (pisahkan dengan koma)').fill(' Parkir , , Toilet ');
  });

  it('adds with two reordered images, goes back to the reloaded list after 3.6 s, and the public page shows them', async () => {
    const { page, server, browser } = journey;
    const form = page.getByRole('form', { name: FORM });
    // No answer at all, then an answer without a sentence (SPEC.md §8's other two branches).
    await page.route('**/trpc/attraction.create', (route) => route.abort());
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.noConnection);
    await page.unroute('**/trpc/attraction.create');
    await page.route('**/trpc/attraction.create', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, message('attractionAddFailed', { message: messages.saveFailedDefault }));
    await page.unroute('**/trpc/attraction.create');

    // A file that only claims to be an image: the server refuses it, and the toast carries its sentence.
    await form.getByLabel('Gambar', { exact: true }).setInputFiles({ name: 'palsu.png', mimeType: 'image/png', buffer: Buffer.from('bukan gambar') });
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, message('attractionAddFailed', { message: messages.imageInvalid }));
    await form.getByRole('button', { name: 'Hapus gambar 1' }).click();

    await form.getByLabel('Gambar', { exact: true }).setInputFiles([await pngFile('biru.png', '#0000ff'), await pngFile('merah.png', '#ff0000')]);
    await form.getByRole('img', { name: 'Pratinjau gambar 2' }).waitFor();
    await form.getByRole('button', { name: 'Geser gambar 2 ke kiri' }).click();
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.attractionAdded);
    const saved = Date.now();
    await page.getByRole('tab', { name: 'Daftar Wisata', selected: true }).waitFor({ timeout: 10_000 });
    expect(Date.now() - saved).toBeGreaterThan(3000);
    await page.getByRole('cell', { name: 'Pantai Tegalsambi', exact: true }).waitFor();

    const row = await server.db.selectFrom('attraction').select(['id', 'facilities', 'time_open_close']).where('name', '=', 'Pantai Tegalsambi').executeTakeFirstOrThrow();
    expect(row.time_open_close).toBe('Senin - Minggu, 06:00 - 18:00');
    expect(row.facilities).toEqual(['Parkir', 'Toilet']);

    // The second file was moved first, so the cover is the red one.
    const cover = await server.db.selectFrom('image').select('data_480').where('owner_id', '=', row.id).orderBy('position').executeTakeFirstOrThrow();
    const { default: sharp } = await import('sharp');
    const [red, , blue] = (await sharp(Buffer.from(cover.data_480)).stats()).channels.map((channel) => channel.mean);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(50);

    const visitor = await newPage(browser);
    await visitor.goto(`${server.url}/attraction/${row.id}`);
    const image = visitor.locator('img[src^="/uploads/"]').first();
    await image.waitFor({ timeout: 15_000 });
    expect(await image.getAttribute('src')).toMatch(/^\/uploads\/[\w-]+\.webp/);
    await visitor.context().close();
  });

  it('edits: prefilled fields, save message, back to the list (history replaced), old images kept', async () => {
    const { page, server } = journey;
    const historyBefore = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: 'Edit Pantai Tegalsambi' }).click();
    await page.waitForURL(/\/admin\/edit\/wisata\/\d+$/);
    const form = page.getByRole('form', { name: 'Edit Pantai Tegalsambi' });
    await form.waitFor();
    await expectNoA11yViolations(page, '/admin/edit/wisata/$id');
    expect(await form.getByLabel('Kategori').inputValue()).toBe('Pesisir');
    expect(await form.getByLabel('Hari buka').inputValue()).toBe('Senin');
    expect(await form.getByLabel('Jam tutup').inputValue()).toBe('18:00');
    expect(await form.getByLabel('Harga (Rp)').inputValue()).toBe('15000');
    expect(await form.getByRole('img', { name: /Pratinjau gambar/ }).count()).toBe(2);

    await form.getByLabel('Nama').fill('Pantai Tegalsambi Indah');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.updated);
    await skipSavePause(page);
    await page.waitForURL('**/admin/daftar/wisata', { timeout: 10_000 });
    await page.getByRole('cell', { name: 'Pantai Tegalsambi Indah', exact: true }).waitFor();
    // The edit entry was pushed, then replaced by the list: one entry more, not two.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
    const images = await server.db.selectFrom('image').select('id').where('owner_type', '=', 'attraction').execute();
    expect(images.length).toBe(2);
  });

  it('shows the edit load failure for an unknown id', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/admin/edit/wisata/999999`);
    await page.getByRole('alert').getByText(messages.attractionEditLoadFailed, { exact: true }).waitFor();
    await page.goto(`${server.url}/admin/daftar/wisata`);
  });

  it('deletes only after the confirmation dialog', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: 'Hapus Perang Obor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi Hapus' });
    await dialog.getByText(message('adminConfirmTrash', { name: 'Perang Obor', days: TRASH_RETENTION_DAYS })).waitFor();
    await expectNoA11yViolations(page, 'delete dialog');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await page.getByRole('cell', { name: 'Perang Obor', exact: true }).waitFor();

    const isDelete = (url: URL) => url.pathname.includes('attraction.delete');
    await page.route(isDelete, (route) => route.abort());
    await page.getByRole('button', { name: 'Hapus Perang Obor' }).click();
    await dialog.getByRole('button', { name: 'Hapus' }).click();
    await expectToast(page, messages.attractionDeleteFailed);
    await page.unroute(isDelete);

    await page.getByRole('button', { name: 'Hapus Perang Obor' }).click();
    await dialog.getByRole('button', { name: 'Hapus' }).click();
    await expectToast(page, message('adminMovedToTrash', { name: 'Perang Obor' }));
    await page.getByRole('cell', { name: 'Perang Obor', exact: true }).waitFor({ state: 'detached' });
  });
});

/** Admin journey: lodging and tour packages, their price formats, every add message, edit and delete. */
import { expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { adminJourney, checkEditAndCancel, createThroughApi, deleteRow, expectFormAlert, expectNoA11yViolations, expectToast, openList, skipSavePause } from './admin-support';
import { describeBrowser } from './harness';

describeBrowser('admin lodging and packages', () => {
  const journey = adminJourney({
    seed: false,
    records: async (url) => {
      await createThroughApi(url, 'accommodation', { name: 'Pondok Wisata Sambi', description: 'Homestay', price: '150000', phone: '081234567890', time_open_close: 'Check-in 14:00, Check-out 12:00' });
      await createThroughApi(url, 'paket', { name: 'Paket Obor', description: 'Menonton Perang Obor', price: '250000', phone: '081234567890', facilities: 'Makan, Pemandu' });
    },
  });

  it('lodging list: "Rp. x,xx" prices, search, edit prefilled, Batal back to the list', async () => {
    const { page } = journey;
    await openList(page, 'Penginapan', 'Daftar Penginapan', 'Tambah Penginapan');
    await page.getByRole('cell', { name: 'Rp. 150.000,00', exact: true }).waitFor();
    await expectNoA11yViolations(page, '/admin/daftar/penginapan');
    await page.getByLabel('Cari berdasarkan nama').fill('tidak ada');
    await page.getByText(messages.emptyAccommodations, { exact: true }).waitFor();
    await page.getByLabel('Cari berdasarkan nama').fill('');
    await checkEditAndCancel(page, 'Pondok Wisata Sambi', '/admin/daftar/penginapan');

    await page.getByRole('link', { name: 'Edit Pondok Wisata Sambi', exact: true }).click();
    const edit = page.getByRole('form', { name: 'Edit Pondok Wisata Sambi' });
    expect(await edit.getByLabel('Check-in').inputValue()).toBe('14:00');
    await edit.getByLabel('Harga per malam (Rp)').fill('175000');
    await page.route('**/trpc/accommodation.update', (route) => route.abort());
    await edit.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.updateFailed);
    await page.unroute('**/trpc/accommodation.update');
    await edit.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.accommodationUpdated);
    await skipSavePause(page);
    await page.waitForURL('**/admin/daftar/penginapan', { timeout: 10_000 });
    await page.getByRole('cell', { name: 'Rp. 175.000,00', exact: true }).waitFor();
  });

  it('lodging add: its own required and phone sentences, check-in/out, then saved', async () => {
    const { page, server } = journey;
    await page.getByRole('tab', { name: 'Tambah Penginapan' }).click();
    const form = page.getByRole('form', { name: 'Tambah Penginapan' });
    await form.waitFor();
    await expectNoA11yViolations(page, '/admin/daftar/penginapan?tab=tambah');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, 'Tambah Penginapan', messages.accommodationRequired);
    await form.getByLabel('Nama').fill('Homestay Pantai');
    await form.getByLabel('Deskripsi').fill('Dekat pantai');
    await form.getByLabel('Nomor Telepon').fill('0812');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, 'Tambah Penginapan', messages.adminCheckInOutRequired);
    await form.getByLabel('Check-in').fill('14:00');
    await form.getByLabel('Check-out').fill('12:00');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, 'Tambah Penginapan', messages.accommodationPhoneInvalid);
    await form.getByLabel('Nomor Telepon').fill('081234567890');
    await form.getByLabel('Email').fill('homestay@');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, 'Tambah Penginapan', messages.emailInvalid);
    await form.getByLabel('Email').fill('');
    await page.route('**/trpc/accommodation.create', (route) => route.abort());
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.accommodationAddFailed);
    await page.unroute('**/trpc/accommodation.create');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.accommodationAdded);
    await skipSavePause(page);
    await page.getByRole('cell', { name: 'Homestay Pantai', exact: true }).waitFor({ timeout: 10_000 });
    const row = await server.db.selectFrom('accommodation').select('time_open_close').where('name', '=', 'Homestay Pantai').executeTakeFirstOrThrow();
    expect(row.time_open_close).toBe('Check-in 14:00, Check-out 12:00');
    await deleteRow(page, 'Homestay Pantai');
  });

  it('package list: currency with two decimals; add messages with 2.5 s toasts; edit saves', async () => {
    const { page } = journey;
    await openList(page, 'Paket Wisata', 'Daftar Paket', 'Tambah Paket');
    await page.getByRole('cell', { name: 'Rp 250.000,00', exact: true }).waitFor();
    await page.getByLabel('Cari berdasarkan nama').fill('tidak ada');
    await page.getByText(messages.emptyPakets, { exact: true }).waitFor();
    await page.getByLabel('Cari berdasarkan nama').fill('');
    await expectNoA11yViolations(page, '/admin/daftar/paket');
    await page.getByRole('tab', { name: 'Tambah Paket' }).click();
    const form = page.getByRole('form', { name: 'Tambah Paket' });
    await expectNoA11yViolations(page, '/admin/daftar/paket?tab=tambah');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, 'Tambah Paket', messages.requiredFields);
    await form.getByLabel('Nama').fill('Paket Ukir');
    await form.getByLabel('Deskripsi').fill('Belajar mengukir');
    await form.getByLabel('Harga (Rp)').fill('100000');
    await form.getByLabel('Nomor Telepon').fill('12345');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, 'Tambah Paket', messages.phoneInvalid);
    await form.getByLabel('Nomor Telepon').fill('081234567890');
    await page.route('**/trpc/paket.create', (route) => route.abort());
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.paketAddFailed);
    await page.unroute('**/trpc/paket.create');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.paketAdded);
    expect(await page.getByTestId('toast-progress').first().evaluate((bar) => (bar as HTMLElement).style.animationDuration)).toBe('2500ms');
    await skipSavePause(page);
    await page.getByRole('cell', { name: 'Paket Ukir', exact: true }).waitFor({ timeout: 10_000 });

    await page.getByRole('link', { name: 'Edit Paket Obor', exact: true }).click();
    const edit = page.getByRole('form', { name: 'Edit Paket Obor' });
    await expectNoA11yViolations(page, '/admin/edit/paket/$id');
    expect(await edit.getByLabel('Fasilitas (pisahkan dengan koma)').inputValue()).toBe('Makan, Pemandu');
    await edit.getByLabel('Harga (Rp)').fill('300000');
    await page.route('**/trpc/paket.update', (route) => route.abort());
    await edit.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.paketUpdateFailed);
    await page.unroute('**/trpc/paket.update');
    await edit.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.paketUpdated);
    await skipSavePause(page);
    await page.waitForURL('**/admin/daftar/paket', { timeout: 10_000 });
    await page.getByRole('cell', { name: 'Rp 300.000,00', exact: true }).waitFor();
    const isDelete = (url: URL) => url.pathname.includes('paket.delete');
    await page.route(isDelete, (route) => route.abort());
    await page.getByRole('button', { name: 'Hapus Paket Ukir', exact: true }).click();
    await page.getByRole('dialog', { name: 'Konfirmasi Hapus' }).getByRole('button', { name: 'Hapus', exact: true }).click();
    await expectToast(page, messages.deleteFailed);
    await page.unroute(isDelete);
    await deleteRow(page, 'Paket Ukir');
  });
});

describeBrowser('admin saves reload only their own kind', () => {
  const journey = adminJourney({
    seed: false,
    records: async (url) => {
      await createThroughApi(url, 'accommodation', { name: 'Pondok Pantai', description: 'Homestay', price: '150000', phone: '081234567890', time_open_close: 'Check-in 14:00, Check-out 12:00' });
      await createThroughApi(url, 'paket', { name: 'Paket Ukir', description: 'Belajar mengukir', price: '100000', phone: '081234567890', facilities: 'Pahat' });
    },
  });

  it('after a package is saved the lodging list comes from the cache, the package list from the server', async () => {
    const { page } = journey;
    await openList(page, 'Penginapan', 'Daftar Penginapan', 'Tambah Penginapan');
    await page.getByRole('cell', { name: 'Pondok Pantai', exact: true }).waitFor();
    await openList(page, 'Paket Wisata', 'Daftar Paket', 'Tambah Paket');
    await page.getByRole('link', { name: 'Edit Paket Ukir', exact: true }).click();

    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.getByRole('form', { name: 'Edit Paket Ukir' }).getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.paketUpdated);
    await skipSavePause(page);
    await page.waitForURL('**/admin/daftar/paket', { timeout: 10_000 });
    await page.getByRole('cell', { name: 'Paket Ukir', exact: true }).waitFor();
    await openList(page, 'Penginapan', 'Daftar Penginapan', 'Tambah Penginapan');
    await page.getByRole('cell', { name: 'Pondok Pantai', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');

    const calls = requested.filter((path) => path.startsWith('/trpc/')).join(' ');
    expect(calls).toContain('paket.update');
    expect(calls).toContain('paket.adminList');
    expect(calls).not.toContain('accommodation.adminList');
  });
});

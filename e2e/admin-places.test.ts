/** Admin journey: UMKM, facilities and map locations (lists, filters, add messages, edit, delete). */
import { expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { adminJourney, checkEditAndCancel, createThroughApi, deleteRow, expectFormAlert, expectNoA11yViolations, expectToast, openList, skipSavePause } from './admin-support';
import { describeBrowser } from './harness';

describeBrowser('admin UMKM, facilities and map locations', () => {
  const journey = adminJourney({
    seed: false,
    records: async (url) => {
      await createThroughApi(url, 'umkm', { name: 'Batik Tegalsambi', description: 'Batik tulis' });
      await createThroughApi(url, 'attraction', { category: 'Budaya', name: 'Sanggar Tari', description: 'Tari', time_open_close: 'Senin - Sabtu, 08:00 - 16:00', location: '-6.6, 110.6' });
      await createThroughApi(url, 'facility', { name: 'Balai Desa', description: 'Kantor desa', location: '-6.6160, 110.6517', facilities: '["Aula","Parkir"]' });
    },
  });

  it('UMKM: only UMKM listed; name and description required; added; edited; deleted', async () => {
    const { page, server } = journey;
    await openList(page, 'UMKM', 'Daftar UMKM', 'Tambah UMKM');
    await page.getByRole('cell', { name: 'Batik Tegalsambi', exact: true }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    await expectNoA11yViolations(page, '/admin/daftar/umkm');
    await page.getByLabel('Cari berdasarkan nama').fill('tidak ada');
    await page.getByText(messages.emptyUmkm, { exact: true }).waitFor();
    await page.getByLabel('Cari berdasarkan nama').fill('');
    await checkEditAndCancel(page, 'Batik Tegalsambi', '/admin/daftar/umkm');

    await page.getByRole('tab', { name: 'Tambah UMKM' }).click();
    const form = page.getByRole('form', { name: 'Tambah UMKM' });
    await expectNoA11yViolations(page, '/admin/daftar/umkm?tab=tambah');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, 'Tambah UMKM', messages.requiredFields);
    await form.getByLabel('Nama').fill('Ukir Kayu Limbah');
    await form.getByLabel('Deskripsi').fill('Kerajinan dari kayu sisa');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.umkmAdded);
    await skipSavePause(page);
    await page.getByRole('cell', { name: 'Ukir Kayu Limbah', exact: true }).waitFor({ timeout: 10_000 });
    const row = await server.db.selectFrom('attraction').select('category').where('name', '=', 'Ukir Kayu Limbah').executeTakeFirstOrThrow();
    expect(row.category).toBe('UMKM');

    await page.getByRole('link', { name: 'Edit Ukir Kayu Limbah', exact: true }).click();
    const edit = page.getByRole('form', { name: 'Edit Ukir Kayu Limbah' });
    await edit.getByLabel('Instagram').fill('ukirlimbah');
    await page.route('**/trpc/attraction.update', (route) => route.abort());
    await edit.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.umkmUpdateFailed);
    await page.unroute('**/trpc/attraction.update');
    await edit.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.umkmUpdated);
    await skipSavePause(page);
    await page.waitForURL('**/admin/daftar/umkm', { timeout: 10_000 });
    const isDelete = (url: URL) => url.pathname.includes('attraction.delete');
    await page.route(isDelete, (route) => route.abort());
    await page.getByRole('button', { name: 'Hapus Ukir Kayu Limbah', exact: true }).click();
    await page.getByRole('dialog', { name: 'Konfirmasi Hapus' }).getByRole('button', { name: 'Hapus', exact: true }).click();
    await expectToast(page, messages.umkmDeleteFailed);
    await page.unroute(isDelete);
    await deleteRow(page, 'Ukir Kayu Limbah');
  });

  it('facilities: required fields, added with a picked location, edited, deleted', async () => {
    const { page, server } = journey;
    await openList(page, 'Fasilitas', 'Daftar Fasilitas', 'Tambah Fasilitas');
    await page.getByRole('cell', { name: 'Balai Desa', exact: true }).waitFor();
    await expectNoA11yViolations(page, '/admin/daftar/fasilitas');
    await page.getByRole('tab', { name: 'Tambah Fasilitas' }).click();
    const form = page.getByRole('form', { name: 'Tambah Fasilitas' });
    await expectNoA11yViolations(page, '/admin/daftar/fasilitas?tab=tambah');
    await form.getByLabel('Nama').fill('Musala Pantai');
    await form.getByLabel('Deskripsi').fill('Tempat salat');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, 'Tambah Fasilitas', messages.requiredFields);
    await page.getByTestId('map-picker').click({ position: { x: 300, y: 150 } });
    await form.getByLabel('Sub-fasilitas (pisahkan dengan koma)').fill('Tempat wudu, Sajadah');
    await page.route('**/trpc/facility.create', (route) => route.abort());
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.facilityAddFailed);
    await page.unroute('**/trpc/facility.create');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.facilityAdded);
    await skipSavePause(page);
    await page.getByRole('cell', { name: 'Musala Pantai', exact: true }).waitFor({ timeout: 10_000 });

    await page.getByRole('link', { name: 'Edit Balai Desa', exact: true }).click();
    const edit = page.getByRole('form', { name: 'Edit Balai Desa' });
    await expectNoA11yViolations(page, '/admin/edit/fasilitas/$id');
    expect(await edit.getByLabel('Sub-fasilitas (pisahkan dengan koma)').inputValue()).toBe('Aula, Parkir');
    await edit.getByLabel('Deskripsi').fill('Kantor Desa Tegalsambi');
    await edit.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.facilityUpdated);
    await skipSavePause(page);
    await page.waitForURL('**/admin/daftar/fasilitas', { timeout: 10_000 });
    await deleteRow(page, 'Musala Pantai');

    // A record removed behind the admin's back: the save and the delete both fail with SPEC.md §8's texts.
    await page.getByRole('link', { name: 'Edit Balai Desa', exact: true }).click();
    await edit.waitFor();
    await server.db.deleteFrom('facility').where('name', '=', 'Balai Desa').execute();
    await edit.getByLabel('Deskripsi').fill('Sudah dihapus');
    await edit.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.facilityUpdateFailed);
    await edit.getByRole('button', { name: 'Batal' }).click();
    await page.getByRole('button', { name: 'Hapus Balai Desa', exact: true }).click();
    await page.getByRole('dialog', { name: 'Konfirmasi Hapus' }).getByRole('button', { name: 'Hapus', exact: true }).click();
    await expectToast(page, messages.facilityDeleteFailed);
    await page.getByText(messages.emptyFacilities, { exact: true }).waitFor();
  });

  it('map locations: added from the picker, filtered by category, edited back to /admin/daftar/map, deleted', async () => {
    const { page } = journey;
    await openList(page, 'Lokasi Peta', 'Daftar Lokasi', 'Tambah Lokasi');
    await expectNoA11yViolations(page, '/admin/daftar/map');
    await page.getByRole('tab', { name: 'Tambah Lokasi' }).click();
    const form = page.getByRole('form', { name: 'Tambah Lokasi' });
    await expectNoA11yViolations(page, '/admin/daftar/map?tab=tambah');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, 'Tambah Lokasi', messages.requiredFields);
    await form.getByLabel('Nama').fill('Sawah Tegalsambi');
    await form.getByLabel('Kategori').selectOption('persawahan');
    await page.getByTestId('map-picker').click();
    expect(Number(await form.getByLabel('Latitude').inputValue())).toBeLessThan(0);
    // "Gunakan lokasi saya" reads the device position.
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: -6.61234, longitude: 110.65432 });
    await form.getByRole('button', { name: 'Gunakan lokasi saya' }).click();
    await expect.poll(() => form.getByLabel('Latitude').inputValue()).toBe('-6.61234');
    expect(await form.getByLabel('Longitude').inputValue()).toBe('110.65432');
    const isCreate = (url: URL) => url.pathname.includes('mapLocation.create');
    await page.route(isCreate, (route) => route.abort());
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.mapLocationAddFailed);
    await page.unroute(isCreate);
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.mapLocationAdded);
    await skipSavePause(page);
    await page.getByRole('cell', { name: 'Sawah Tegalsambi', exact: true }).waitFor({ timeout: 10_000 });

    await page.getByRole('button', { name: 'Kantor' }).click();
    await page.getByText(messages.emptyMapLocations, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Persawahan' }).click();
    await page.getByRole('cell', { name: 'Sawah Tegalsambi', exact: true }).waitFor();

    await page.getByRole('link', { name: 'Edit Sawah Tegalsambi', exact: true }).click();
    const edit = page.getByRole('form', { name: 'Edit Sawah Tegalsambi' });
    await expectNoA11yViolations(page, '/admin/edit/map/$id');
    await edit.getByLabel('Nama').fill('Sawah Lestari');
    await edit.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.updated);
    await skipSavePause(page);
    await page.waitForURL('**/admin/daftar/map', { timeout: 10_000 });
    await deleteRow(page, 'Sawah Lestari');
  });
});

/**
 * Admin journey beyond SPEC.md (DESIGN.md §7, §1): unsaved-changes warning, a draft that survives an
 * expired session, the phone layout, masterplan PDFs, and the password change.
 */
import { expect, it } from 'vitest';
import { DOCUMENTS } from '../shared/constants';
import { messages } from '../shared/messages';
import { adminJourney, expectFormAlert, expectNoA11yViolations, expectToast, openList, signIn, skipSavePause } from './admin-support';
import { adminCredentials, describeBrowser, newPage } from './harness';

describeBrowser('admin extras', () => {
  const journey = adminJourney({ seed: false });

  it('shows the SPEC.md load-failure sentence of every list and edit screen', async () => {
    const { page, server } = journey;
    const lists = [
      ['wisata', 'attraction.adminList', messages.adminAttractionLoadFailed],
      ['umkm', 'attraction.adminList', messages.adminUmkmLoadFailed],
      ['penginapan', 'accommodation.adminList', messages.adminAccommodationLoadFailed],
      ['paket', 'paket.adminList', messages.adminPaketLoadFailed],
      ['fasilitas', 'facility.adminList', messages.adminFacilityLoadFailed],
      ['map', 'mapLocation.adminList', messages.adminMapLoadFailed],
    ] as const;
    for (const [screen, procedure, text] of lists) {
      const failing = (url: URL) => url.pathname.includes(procedure);
      await page.route(failing, (route) => route.abort());
      await page.goto(`${server.url}/admin/daftar/${screen}`);
      await page.getByRole('alert').getByText(text, { exact: true }).waitFor();
      await page.unroute(failing);
    }
    const edits = [
      ['umkm', messages.umkmEditLoadFailed],
      ['penginapan', messages.accommodationEditLoadFailed],
      ['paket', messages.paketEditLoadFailed],
      ['fasilitas', messages.facilityEditLoadFailed],
    ] as const;
    for (const [screen, text] of edits) {
      await page.goto(`${server.url}/admin/edit/${screen}/999999`);
      await page.getByRole('alert').getByText(text, { exact: true }).waitFor();
    }
    await page.goto(`${server.url}/admin/dashboard`);
  });

  it('warns before leaving a form with unsaved changes', async () => {
    const { page } = journey;
    await openList(page, 'Wisata', 'Daftar Wisata', 'Tambah Wisata');
    await page.getByRole('tab', { name: 'Tambah Wisata' }).click();
    await page.getByRole('form', { name: 'Tambah Wisata' }).getByLabel('Nama').fill('Belum disimpan');
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Perubahan belum disimpan' });
    await dialog.getByText(messages.adminUnsavedText).waitFor();
    await expectNoA11yViolations(page, 'unsaved-changes dialog');
    await dialog.getByRole('button', { name: 'Tetap di sini' }).click();
    expect(page.url()).toContain('/admin/daftar/wisata');
    expect(await page.getByRole('form', { name: 'Tambah Wisata' }).getByLabel('Nama').inputValue()).toBe('Belum disimpan');

    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await dialog.getByRole('button', { name: 'Tinggalkan' }).click();
    await page.waitForURL('**/admin/dashboard');
  });

  it('keeps what was typed when the session expired: log in again and it is still there', async () => {
    const { page, server } = journey;
    await openList(page, 'Paket Wisata', 'Daftar Paket', 'Tambah Paket');
    await page.getByRole('tab', { name: 'Tambah Paket' }).click();
    const form = page.getByRole('form', { name: 'Tambah Paket' });
    await form.getByLabel('Nama').fill('Paket Batik');
    await form.getByLabel('Deskripsi').fill('Membatik bersama pengrajin');
    await form.getByLabel('Harga (Rp)').fill('75000');
    await form.getByLabel('Nomor Telepon').fill('081234567890');
    await server.db.deleteFrom('session').execute();
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await signIn(page, server.url);
    await openList(page, 'Paket Wisata', 'Daftar Paket', 'Tambah Paket');
    await page.getByRole('tab', { name: 'Tambah Paket' }).click();
    await page.getByText(messages.adminDraftRestored).waitFor();
    expect(await form.getByLabel('Nama').inputValue()).toBe('Paket Batik');
    expect(await form.getByLabel('Harga (Rp)').inputValue()).toBe('75000');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.paketAdded);
    await skipSavePause(page);
    await page.getByRole('cell', { name: 'Paket Batik', exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('admin-draft:')))).toEqual([]);
  });

  it('collapses the sidebar on a phone behind a menu button', async () => {
    const { server, browser } = journey;
    const phone = await newPage(browser, { width: 390, height: 800 });
    await signIn(phone, server.url);
    const nav = phone.getByRole('navigation', { name: 'Menu admin' });
    expect(await nav.isVisible()).toBe(false);
    await phone.getByRole('button', { name: 'Buka menu' }).click();
    await nav.getByRole('link', { name: 'Penginapan' }).click();
    await phone.getByRole('tab', { name: 'Daftar Penginapan' }).waitFor();
    await phone.getByText(messages.emptyAccommodations).waitFor();
    expect(await nav.isVisible()).toBe(false);
    await expectNoA11yViolations(phone, 'phone /admin/daftar/penginapan');
    await phone.context().close();
  });

  it('replaces a masterplan PDF after checking it is one', async () => {
    const { page, server } = journey;
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Dokumen Masterplan' }).click();
    const first = DOCUMENTS[0];
    const input = page.getByLabel(`Pilih PDF pengganti untuk ${first.title}`);
    await input.waitFor();
    await expectNoA11yViolations(page, '/admin/dokumen');
    await input.setInputFiles({ name: 'bukan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('bukan pdf') });
    await page.getByRole('button', { name: 'Ganti PDF' }).first().click();
    await page.getByRole('alert').getByText(messages.pdfInvalid, { exact: true }).waitFor();

    const pdf = Buffer.from('%PDF-1.4\n% journey test\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await input.setInputFiles({ name: 'masterplan.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Ganti PDF' }).first().click();
    await expectToast(page, messages.documentReplaced);
    const served = await fetch(`${server.url}/files/${first.slug}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('changes the password: current one required and checked, then the new one signs in', async () => {
    const { page, server } = journey;
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Akun' }).click();
    const form = page.getByRole('form', { name: 'Ubah Kata Sandi' });
    await form.waitFor();
    await expectNoA11yViolations(page, '/admin/akun');
    await form.getByLabel('Kata sandi baru').fill('kata-sandi-baru-1');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expectFormAlert(page, 'Ubah Kata Sandi', messages.passwordCurrentWrong);
    await form.getByLabel('Kata sandi saat ini').fill('salah-sekali');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expectFormAlert(page, 'Ubah Kata Sandi', messages.passwordCurrentWrong);
    await form.getByLabel('Kata sandi saat ini').fill(adminCredentials.password);
    await form.getByLabel('Kata sandi baru').fill('pendek');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expectFormAlert(page, 'Ubah Kata Sandi', messages.passwordTooShort);
    await form.getByLabel('Kata sandi baru').fill('kata-sandi-baru-1');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, messages.passwordChanged);

    const login = (password: string) =>
      fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: adminCredentials.email, password }) });
    expect((await login(adminCredentials.password)).status).toBe(401);
    expect((await login('kata-sandi-baru-1')).status).toBe(200);
  });
});

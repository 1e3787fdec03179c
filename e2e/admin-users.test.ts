/**
 * Admin journey: the team. The admin makes an editor in /admin/pengguna and reads its temporary password,
 * shown once; in a second browser the editor signs in with it, is held on /admin/akun until it is changed,
 * then works without the team, the log and the backups (not in the sidebar; their URLs show the forbidden
 * sentence and ask the server nothing). The admin then sees the editor's sign-in, switches the account off,
 * which sends the editor's open panel back to /login, and resets its password, shown once again. Between,
 * the editor saves a package as a draft (404 to visitors, previewed under the banner), publishes it,
 * deletes it and restores it from Sampah, and the admin's log names the editor for each step.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { message, messages } from '../shared/messages';
import { adminJourney, deleteRow, expectFormAlert, expectNoA11yViolations, expectToast, openList } from './admin-support';
import { describeBrowser, newPage } from './harness';

const EDITOR = { name: 'Sari Wulandari', email: 'sari@contoh.desa.id', password: 'kata-sandi-sari-1' };
const PAKET = 'Paket Obor Malam';
const shared = { temporary: '', editor: undefined as Page | undefined, paketId: 0 };

const nav = (page: Page) => page.getByRole('navigation', { name: messages.adminNavLabel });
const navLabels = (page: Page) => nav(page).getByRole('link').allInnerTexts();
/** The cells of the account's row, after the row number. */
const rowOf = async (page: Page, email: string) => {
  const row = page.locator('tbody tr', { has: page.getByRole('cell', { name: email, exact: true }) });
  return (await row.locator('td').allInnerTexts()).slice(1);
};

describeBrowser('admin team accounts', () => {
  const journey = adminJourney({ seed: false });

  it('the admin makes an editor, whose temporary password is shown once', async () => {
    const { page } = journey;
    await nav(page).getByRole('link', { name: messages.adminNavPengguna, exact: true }).waitFor();
    expect(await navLabels(page)).toEqual(expect.arrayContaining([messages.adminNavPengguna, messages.adminNavSampah, messages.adminNavLog]));
    await nav(page).getByRole('link', { name: messages.adminNavPengguna, exact: true }).click();
    await page.waitForURL('**/admin/pengguna');
    await page.getByRole('heading', { level: 1, name: messages.adminUsersTitle }).waitFor();
    expect(await page.locator('thead th').allInnerTexts()).toEqual(['No', 'Nama', 'Email', 'Peran', 'Status', 'Terakhir masuk', 'Aksi']);

    await page.getByRole('button', { name: messages.adminUsersAdd }).click();
    const form = page.getByRole('form', { name: messages.adminUsersAdd });
    await form.getByRole('button', { name: messages.adminSave }).click();
    await expectFormAlert(page, messages.adminUsersAdd, messages.userRequired);
    await form.getByLabel('Nama').fill(EDITOR.name);
    await form.getByLabel('Email').fill(EDITOR.email);
    expect(await form.getByLabel('Peran').inputValue()).toBe('editor');
    await form.getByRole('button', { name: messages.adminSave }).click();
    await expectToast(page, messages.adminUsersCreated);

    const box = page.getByRole('region', { name: message('adminTempPasswordTitle', { name: EDITOR.name }) });
    await box.getByText(messages.adminTempPasswordOnce, { exact: true }).waitFor();
    await box.getByRole('button', { name: messages.adminTempPasswordCopy }).waitFor();
    shared.temporary = (await box.getByTestId('temporary-password').innerText()).trim();
    expect(shared.temporary).toMatch(/^[A-Za-z0-9_-]{12}$/);
    await expect.poll(() => rowOf(page, EDITOR.email), { timeout: 10_000 }).toEqual([EDITOR.name, EDITOR.email, 'Editor', 'Aktif', 'Belum pernah', expect.any(String)]);
    await expectNoA11yViolations(page, '/admin/pengguna');

    // The same email again is refused with the server's sentence, in the form.
    await page.getByRole('button', { name: messages.adminUsersAdd }).click();
    await form.getByLabel('Nama').fill('Sari Lain');
    await form.getByLabel('Email').fill(EDITOR.email.toUpperCase());
    await form.getByRole('button', { name: messages.adminSave }).click();
    await expectFormAlert(page, messages.adminUsersAdd, messages.userEmailTaken);
    await form.getByRole('button', { name: messages.adminCancel }).click();

    // Shown once: gone after "Selesai", and not there after a reload.
    await box.getByRole('button', { name: messages.adminTempPasswordDone }).click();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: messages.adminUsersTitle }).waitFor();
    expect(await page.getByTestId('temporary-password').count()).toBe(0);
  });

  it('the editor signs in with it, is held on /admin/akun, and changes it', async () => {
    const editor = await newPage(journey.browser);
    shared.editor = editor;
    await editor.goto(`${journey.server.url}/login`);
    await editor.getByLabel('Email').fill(EDITOR.email);
    await editor.getByLabel('Kata Sandi').fill(shared.temporary);
    await editor.getByRole('button', { name: 'Masuk' }).click();
    await editor.waitForURL('**/admin/akun');
    await editor.getByText(messages.adminMustChangePassword, { exact: true }).waitFor();
    await nav(editor).getByRole('link', { name: messages.adminNavAkun, exact: true }).waitFor();
    expect(await navLabels(editor)).toEqual([messages.adminNavAkun]);
    // Anywhere else in the panel leads back here.
    await editor.goto(`${journey.server.url}/admin/daftar/wisata`);
    await editor.waitForURL('**/admin/akun');
    await expectNoA11yViolations(editor, '/admin/akun (temporary password)');

    const form = editor.getByRole('form', { name: messages.adminAkunTitle });
    await form.getByLabel(messages.adminCurrentPassword).fill(shared.temporary);
    await form.getByLabel(messages.adminNewPassword).fill(EDITOR.password);
    await form.getByRole('button', { name: messages.adminSave }).click();
    await expectToast(editor, messages.passwordChanged);
    await editor.waitForURL('**/admin/dashboard');
    expect(await editor.evaluate(() => sessionStorage.getItem('userRole'))).toBe('editor');
  });

  it('the editor works without the team, the log and the backups: not in the sidebar, and their URLs are refused', async () => {
    const editor = shared.editor;
    if (!editor) throw new Error('the editor did not sign in');
    await nav(editor).getByRole('link', { name: messages.adminNavDashboard, exact: true }).waitFor();
    const labels = await navLabels(editor);
    expect(labels).toEqual(expect.arrayContaining([messages.adminNavPemesanan, messages.adminNavSampah, messages.adminNavAkun]));
    expect(labels).not.toContain(messages.adminNavPengguna);
    expect(labels).not.toContain(messages.adminNavLog);
    expect(labels).not.toContain(messages.adminNavCadangan);

    const asked: string[] = [];
    editor.on('request', (request) => {
      if (/\/trpc\/.*(users|audit|backup)\./.test(request.url())) asked.push(request.url());
    });
    for (const path of ['/admin/pengguna', '/admin/log', '/admin/cadangan']) {
      await editor.goto(`${journey.server.url}${path}`);
      await editor.getByText(messages.forbidden, { exact: true }).waitFor();
      expect(await editor.getByRole('heading', { level: 1 }).count()).toBe(0);
    }
    expect(asked).toEqual([]);
  });

  it("the editor's draft is hidden until published; deleted, it waits in Sampah and comes back", async () => {
    const editor = shared.editor;
    if (!editor) throw new Error('the editor did not sign in');
    const { server, browser } = journey;
    /** The status an anonymous visitor gets for the package's page. */
    const publicStatus = async () => {
      const visitor = await newPage(browser);
      const response = await visitor.goto(`${server.url}/paket/${shared.paketId}`);
      await visitor.context().close();
      return response?.status();
    };
    await openList(editor, messages.adminNavPaket, 'Daftar Paket', 'Tambah Paket');
    await editor.getByRole('tab', { name: 'Tambah Paket' }).click();
    const form = editor.getByRole('form', { name: 'Tambah Paket' });
    await form.getByLabel('Nama').fill(PAKET);
    await form.getByLabel('Deskripsi').fill('Menonton Perang Obor dari dekat bersama pemandu desa.');
    await form.getByLabel('Harga (Rp)').fill('150000');
    await form.getByLabel('Nomor Telepon').fill('081234567890');
    await form.getByRole('button', { name: 'Simpan Draf' }).click();
    await expectToast(editor, messages.adminDraftSaved);
    const saved = await server.db.selectFrom('paket').select(['id', 'status']).where('name', '=', PAKET).executeTakeFirstOrThrow();
    expect(saved.status).toBe('draft');
    shared.paketId = saved.id;
    expect(await publicStatus()).toBe(404);
    await editor.goto(`${server.url}/paket/${saved.id}`);
    await editor.getByRole('status').filter({ hasText: messages.previewDraftBanner }).waitFor();

    await editor.goto(`${server.url}/admin/daftar/paket`);
    await editor.getByRole('link', { name: `Edit ${PAKET}`, exact: true }).click();
    await editor.getByRole('form', { name: `Edit ${PAKET}` }).getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(editor, messages.paketUpdated);
    expect(await publicStatus()).toBe(200);

    await editor.goto(`${server.url}/admin/daftar/paket`);
    await deleteRow(editor, PAKET);
    expect(await publicStatus()).toBe(404);
    await nav(editor).getByRole('link', { name: messages.adminNavSampah, exact: true }).click();
    await editor.getByRole('button', { name: `Pulihkan ${PAKET}`, exact: true }).click();
    await expectToast(editor, messages.recordRestored);
    expect(await publicStatus()).toBe(200);
  });

  it("the admin's log names the editor for each of its steps", async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/admin/log`);
    await page.getByRole('heading', { level: 1, name: messages.adminNavLog }).waitFor();
    const editorsRows = async () =>
      (await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? ''))))
        .filter((cells) => cells[1] === `${EDITOR.name}${EDITOR.email}`)
        .map((cells) => [cells[3], cells[4]]);
    // The editor by name, above the email the log recorded.
    await expect.poll(editorsRows, { timeout: 10_000 }).toEqual(
      expect.arrayContaining([
        [messages.adminLogAction_restore, expect.stringContaining(PAKET)],
        [messages.adminLogAction_delete, expect.stringContaining(PAKET)],
        [messages.adminLogAction_publish, expect.stringContaining(PAKET)],
        [messages.adminLogAction_create, expect.stringContaining(PAKET)],
        [messages.adminLogAction_password_change, expect.any(String)],
        [messages.adminLogAction_sign_in, expect.any(String)],
      ]),
    );
    // Newest first: the restore, then the delete, then the publish.
    const actions = (await editorsRows()).map(([action]) => action);
    expect(actions.indexOf(messages.adminLogAction_restore)).toBeLessThan(actions.indexOf(messages.adminLogAction_delete));
    expect(actions.indexOf(messages.adminLogAction_delete)).toBeLessThan(actions.indexOf(messages.adminLogAction_publish));
    expect(actions.indexOf(messages.adminLogAction_publish)).toBeLessThan(actions.indexOf(messages.adminLogAction_create));
    await page.goto(`${server.url}/admin/pengguna`);
  });

  it('the admin sees the sign-in; switching the account off sends the editor to /login; a reset shows a new password once', async () => {
    const { page } = journey;
    const editor = shared.editor;
    if (!editor) throw new Error('the editor did not sign in');
    await page.reload();
    await expect.poll(async () => (await rowOf(page, EDITOR.email))[4] ?? '', { timeout: 10_000 }).toMatch(/^\d{1,2} \w{3} \d{4} \d{2}\.\d{2}$/);

    await page.getByRole('button', { name: `${messages.adminUsersDeactivate} ${EDITOR.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages.adminUsersDeactivateTitle });
    await dialog.getByText(message('adminUsersDeactivateText', { name: EDITOR.name }), { exact: true }).waitFor();
    await dialog.getByRole('button', { name: messages.adminUsersDeactivate, exact: true }).click();
    await expectToast(page, messages.adminUsersDeactivated);
    await expect.poll(async () => (await rowOf(page, EDITOR.email))[3], { timeout: 10_000 }).toBe('Nonaktif');
    // The admin's own row offers no switch.
    expect(await page.getByRole('button', { name: `${messages.adminUsersDeactivate} ${messages.adminDefaultName}`, exact: true }).count()).toBe(0);

    await editor.goto(`${journey.server.url}/admin/dashboard`);
    await editor.waitForURL('**/login');
    await editor.getByLabel('Email').fill(EDITOR.email);
    await editor.getByLabel('Kata Sandi').fill(EDITOR.password);
    await editor.getByRole('button', { name: 'Masuk' }).click();
    await expectFormAlert(editor, 'Login Admin', messages.loginWrongCredentials);

    await page.getByRole('button', { name: `${messages.adminUsersResetPassword} ${EDITOR.name}`, exact: true }).click();
    await page.getByRole('dialog', { name: messages.adminUsersResetTitle }).getByRole('button', { name: messages.adminUsersResetPassword, exact: true }).click();
    await expectToast(page, messages.adminUsersPasswordReset);
    const fresh = (await page.getByTestId('temporary-password').innerText()).trim();
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(fresh).not.toBe(shared.temporary);
    await editor.context().close();
  });
});

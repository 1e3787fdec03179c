/** Admin journey: guard, wrong and right sign-in, dashboard counts, logout refusing the old token (SPEC.md §4, §8). */
import { expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { adminJourney, expectFormAlert, expectNoA11yViolations, sessionToken, signIn } from './admin-support';
import { adminCredentials, describeBrowser, type TestServer } from './harness';

describeBrowser('admin sign-in, guard and logout', () => {
  const journey = adminJourney({ signedIn: false });

  it('sends a visitor without a session from /admin to /login, replacing history', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/admin/dashboard`);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login Admin' }).waitFor();
    // about:blank, then /login in place of /admin/dashboard (a pushed redirect would make it 3).
    expect(await page.evaluate(() => history.length)).toBe(2);
  });

  it('clears the session and redirects when the stored role is neither admin nor editor', async () => {
    const { page, server } = journey;
    await page.evaluate(() => {
      sessionStorage.setItem('token', 'x'.repeat(32));
      sessionStorage.setItem('userRole', 'tamu');
      sessionStorage.setItem('other', 'kept?');
    });
    await page.goto(`${server.url}/admin/daftar/wisata`);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  it('has no axe violations on /login', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Masuk' }).waitFor();
    await expectNoA11yViolations(page, '/login');
  });

  it('asks for both fields, then shows the server sentence for wrong credentials', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expectFormAlert(page, 'Login Admin', messages.loginRequired);
    await page.getByLabel('Email').fill(adminCredentials.email);
    await page.getByLabel('Kata Sandi').fill('salah-sekali-123');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expectFormAlert(page, 'Login Admin', messages.loginWrongCredentials);
    expect(await sessionToken(page)).toBeNull();

    // No answer from the server, then an answer without a token (SPEC.md §8).
    const isLogin = (url: URL) => url.pathname.includes('auth.login');
    await page.route(isLogin, (route) => route.abort());
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expectFormAlert(page, 'Login Admin', messages.loginServerError);
    await page.unroute(isLogin);
    await page.route(isLogin, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ result: { data: { token: '', message: '' } } }) }));
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expectFormAlert(page, 'Login Admin', messages.loginFailed);
    await page.unroute(isLogin);
    expect(await sessionToken(page)).toBeNull();
  });

  it('signs in, stores token and role, and shows the dashboard counts from the server, UMKM among them', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(adminCredentials.email);
    await page.getByLabel('Kata Sandi').fill(adminCredentials.password);
    const submit = page.getByRole('button', { name: 'Masuk' });
    await submit.click();
    await page.waitForURL('**/admin/dashboard');
    expect(await page.evaluate(() => sessionStorage.getItem('userRole'))).toBe('admin');
    expect(await sessionToken(page)).toMatch(/\S{16,}/);

    const counts = await countsFromDb(server);
    for (const [key, label, value] of [
      ['religi', 'Wisata Religi', counts.religi],
      ['budaya', 'Wisata Budaya', counts.budaya],
      ['pesisir', 'Wisata Pesisir', counts.pesisir],
      ['penginapan', 'Penginapan', counts.penginapan],
      ['paket', 'Paket Wisata', counts.paket],
      ['fasilitas', 'Fasilitas', counts.fasilitas],
      ['kuliner', 'Kuliner', counts.kuliner],
      ['umkm', 'UMKM', counts.umkm],
    ] as const) {
      const card = page.getByTestId(`count-${key}`);
      await card.waitFor();
      expect(await card.textContent()).toBe(`${label}${value}`);
    }
    await page.getByText('Administrator', { exact: true }).waitFor();
    await page.getByText('Panel Pengelolaan WebGIS', { exact: true }).waitFor();
    expect(await page.getByTestId('admin-clock').textContent()).toMatch(/(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d+ \w+ \d{4}/);
    await expectNoA11yViolations(page, '/admin/dashboard');
  });

  it('logs out: session storage cleared, /login shown, and the old token refused by the server', async () => {
    const { page, server } = journey;
    const token = await sessionToken(page);
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await sessionToken(page)).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('userRole'))).toBeNull();

    const form = new FormData();
    form.set('category', 'Budaya');
    form.set('name', 'Tidak boleh');
    form.set('description', 'Token lama');
    const refused = await fetch(`${server.url}/api/data/attraction`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(refused.status).toBe(401);
  });

  it('sends the admin back to /login when the server session has ended (401)', async () => {
    const { page, server } = journey;
    await signIn(page, server.url);
    await page.getByTestId('count-religi').waitFor();
    await server.db.deleteFrom('session').execute();
    await page.reload();
    await page.waitForURL('**/login');
    expect(await sessionToken(page)).toBeNull();
  });
});

async function countsFromDb(server: TestServer) {
  const attractions = await server.db.selectFrom('attraction').select('category').execute();
  const count = (...categories: string[]) => attractions.filter((row) => categories.includes(row.category)).length;
  const rows = async (table: 'accommodation' | 'paket' | 'facility' | 'kuliner') => (await server.db.selectFrom(table).select('id').execute()).length;
  return {
    religi: count('Religi', 'Sejarah'),
    budaya: count('Budaya'),
    pesisir: count('Pesisir'),
    penginapan: await rows('accommodation'),
    paket: await rows('paket'),
    fasilitas: await rows('facility'),
    kuliner: await rows('kuliner'),
    umkm: count('UMKM'),
  };
}

/**
 * Journey: the village's food and drink. An admin adds a dish with a price range and the "Halal" mark,
 * is told when the range is upside down, and a visitor then finds it: in the menu, on /kuliner under its
 * category, on its own page with its price, WhatsApp, directions and JSON-LD `FoodEstablishment`, and on
 * the village map under "Kuliner".
 */
import { expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { adminJourney, createThroughApi, expectFormAlert, expectNoA11yViolations, expectToast, openList, skipSavePause } from './admin-support';
import { describeBrowser } from './harness';

describeBrowser('kuliner', () => {
  const journey = adminJourney({
    seed: false,
    records: async (url) => {
      await createThroughApi(url, 'kuliner', {
        name: 'Es Dawet Pantai',
        category: 'Minuman',
        description: 'Dawet segar dengan gula aren.',
        price_min: '5000',
        price_max: '5000',
        location: '-6.5912,110.6481',
        halal: 'true',
      });
    },
  });

  it('an admin adds a dish: the price range is checked, the "Halal" mark kept, and it is listed', async () => {
    const { page, server } = journey;
    await openList(page, 'Kuliner', 'Daftar Kuliner', 'Tambah Kuliner');
    await page.getByRole('cell', { name: 'Es Dawet Pantai', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Rp 5.000', exact: true }).waitFor();
    await expectNoA11yViolations(page, '/admin/daftar/kuliner');

    await page.getByRole('tab', { name: 'Tambah Kuliner' }).click();
    const form = page.getByRole('form', { name: 'Tambah Kuliner' });
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, 'Tambah Kuliner', messages.requiredFields);
    await form.getByLabel('Kategori').selectOption('Makanan');
    await form.getByLabel('Nama').fill('Pindang Serani Bu Sum');
    await form.getByLabel('Deskripsi').fill('Ikan laut berkuah bening, asam dan segar.');
    await form.getByLabel('Harga terendah (Rp)').fill('35000');
    await form.getByLabel('Harga tertinggi (Rp)').fill('20000');
    await form.getByLabel('Lokasi (lat, lng)').fill('-6.5921,110.6495');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectFormAlert(page, 'Tambah Kuliner', messages.priceRangeInvalid);
    await form.getByLabel('Harga tertinggi (Rp)').fill('45000');
    await form.getByLabel('Halal').check();
    await expectNoA11yViolations(page, '/admin/daftar/kuliner?tab=tambah');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.kulinerAdded);
    await skipSavePause(page);
    await page.getByRole('cell', { name: 'Pindang Serani Bu Sum', exact: true }).waitFor({ timeout: 10_000 });
    await page.getByRole('cell', { name: 'Rp 35.000 – Rp 45.000', exact: true }).waitFor();

    const row = await server.db.selectFrom('kuliner').select(['price_min', 'price_max', 'halal', 'status']).where('name', '=', 'Pindang Serani Bu Sum').executeTakeFirstOrThrow();
    expect(row).toEqual({ price_min: 35000, price_max: 45000, halal: true, status: 'published' });
  });

  it('a visitor finds it from the menu, under its category, on its own page and on the map', async () => {
    const { page, server } = journey;
    const { id } = await server.db.selectFrom('kuliner').select('id').where('name', '=', 'Pindang Serani Bu Sum').executeTakeFirstOrThrow();
    await page.goto(`${server.url}/`);
    await page.getByRole('navigation', { name: messages.footerMenu }).getByRole('link', { name: 'Kuliner', exact: true }).click();
    await page.waitForURL('**/kuliner');
    const food = page.locator('section#makanan');
    await food.getByRole('heading', { name: 'Makanan' }).waitFor();
    await food.getByRole('link', { name: /Pindang Serani Bu Sum/ }).click();
    await page.waitForURL(`**/kuliner/${id}`);

    await page.getByRole('heading', { level: 1, name: 'Pindang Serani Bu Sum' }).waitFor();
    await page.getByText('Rp 35.000 – Rp 45.000').first().waitFor();
    await page.getByTestId('halal').waitFor();
    await page.getByTestId('whatsapp-link').waitFor();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'FoodEstablishment', name: 'Pindang Serani Bu Sum', priceRange: 'Rp 35.000 – Rp 45.000' });
    await expectNoA11yViolations(page, `/kuliner/${id}`);

    await page.goto(`${server.url}/peta-desa`);
    await page.getByRole('combobox', { name: 'Kategori' }).selectOption('kuliner');
    await expect.poll(() => page.locator('.leaflet-marker-icon').count()).toBe(2);
  });
});

/**
 * Journey: the village runs its own site. The admin opens "Pengaturan Desa", is told at once of every
 * field that is wrong (each with its own sentence, the first focused, English versions too), then changes
 * the tagline in both languages, the WhatsApp number and the front page's photo with its focus; a visitor
 * then sees all of it, without scripts, on the front page, in the strip under the header and on "Tentang
 * Desa", and the English tagline is kept for the English pages.
 */
import { expect, it } from 'vitest';
import { message, messages } from '../shared/messages';
import { type VillageSettings } from '../shared/village';
import { VILLAGE_DEFAULTS } from '../shared/village-defaults';
import { adminJourney, expectNoA11yViolations, expectToast, pngFile } from './admin-support';
import { describeBrowser, newPage } from './harness';

const FORM = 'form#pengaturan';
const english = (label: string) => message('adminEnglishLabel', { label });

describeBrowser('village settings', () => {
  const journey = adminJourney({ seed: false });

  it('marks every invalid field at once and focuses the first', async () => {
    const { page } = journey;
    await page.getByRole('link', { name: messages.adminNavSettings, exact: true }).click();
    await page.getByRole('heading', { name: messages.settingsTitle }).waitFor();
    await expectNoA11yViolations(page, '/admin/pengaturan');

    await page.getByLabel(messages.settingsFieldName).fill('');
    await page.getByLabel(messages.settingsFieldWhatsApp).fill('12345');
    await page.getByLabel(messages.settingsFieldInstagram).fill('instagram.com/desa');
    await page.getByLabel(english(messages.settingsFieldDescription)).fill('A village. '.repeat(30));
    await page.getByRole('button', { name: messages.settingsSave }).click();

    const described = async (label: string) => {
      const input = page.getByLabel(label);
      expect(await input.getAttribute('aria-invalid'), label).toBe('true');
      const ids = (await input.getAttribute('aria-describedby')) ?? '';
      const id = ids.split(' ').find((part) => part.endsWith('-error')) ?? '';
      return page.locator(`#${id}`).textContent();
    };
    expect(await described(messages.settingsFieldName)).toBe(messages.settingsNameRequired);
    expect(await described(messages.settingsFieldWhatsApp)).toBe(messages.settingsWhatsAppInvalid);
    expect(await described(messages.settingsFieldInstagram)).toBe(messages.settingsUrlInvalid);
    expect(await described(english(messages.settingsFieldDescription))).toBe(messages.textTooLong);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pengaturan-name');
    expect(await page.locator(FORM).getByRole('alert').textContent()).toBe(messages.settingsFormInvalid);
  });

  it('saves the texts, the number and the hero photo, and a visitor sees them at once', async () => {
    const { page, server, browser } = journey;
    await page.getByLabel(messages.settingsFieldName).fill(VILLAGE_DEFAULTS.name);
    await page.getByLabel(messages.settingsFieldWhatsApp).fill('0812 1111 2222');
    await page.getByLabel(messages.settingsFieldInstagram).fill('https://www.instagram.com/desawisatategalsambi');
    // By its id: its label, "Slogan", is also the start of its English version's.
    await page.locator('#pengaturan-tagline').fill('Selamat datang di pantai Perang Obor!');
    await page.getByLabel(english(messages.settingsFieldTagline)).fill('Welcome to the beach of the torch festival!');
    await page.getByLabel(english(messages.settingsFieldDescription)).fill('');
    await page.getByLabel(messages.settingsFieldEmail).fill('reservasi@tegalsambi.desa.id');
    await page.locator(`${FORM} input[type=file]`).nth(1).setInputFiles(await pngFile('logo.png', '#b45309'));
    await page.locator(`${FORM} input[type=file]`).first().setInputFiles(await pngFile('pantai.png', '#1d4ed8'));
    // A click on the photo's right part, low: the focus follows.
    const preview = page.getByRole('button', { name: messages.settingsHeroPreview });
    const box = await preview.boundingBox();
    if (!box) throw new Error('no preview');
    await preview.click({ position: { x: box.width * 0.75, y: box.height * 0.8 } });
    expect(Number(await page.getByLabel(messages.settingsFocusX).inputValue())).toBeGreaterThanOrEqual(70);
    await page.getByRole('button', { name: messages.settingsSave }).click();
    await expectToast(page, messages.settingsSaved);
    // The form starts again from what was saved: the English tagline, and no English description.
    expect(await page.getByLabel(english(messages.settingsFieldTagline)).inputValue()).toBe('Welcome to the beach of the torch festival!');
    const saved = (await (await fetch(`${server.url}/trpc/settings.get`)).json()) as { result: { data: { settings: VillageSettings } } };
    expect(saved.result.data.settings.translations.en).toEqual({ ...VILLAGE_DEFAULTS.translations.en, tagline: 'Welcome to the beach of the torch festival!', description: undefined });

    // A visitor without scripts: what the server rendered is all there is.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto(server.url);
    expect(await visitor.getByText('Selamat datang di pantai Perang Obor!').isVisible()).toBe(true);
    const hero = visitor.locator('img[fetchpriority="high"]').first();
    expect(await hero.getAttribute('width')).not.toBeNull();
    expect(await hero.getAttribute('style')).toMatch(/object-position: ?7\d% 8\d%/);
    expect(await visitor.locator('a[href="https://wa.me/6281211112222"]').count()).toBeGreaterThan(0);
    expect(await visitor.getByRole('contentinfo').getByRole('link', { name: 'reservasi@tegalsambi.desa.id' }).getAttribute('href')).toBe('mailto:reservasi@tegalsambi.desa.id');
    expect(await visitor.getByTestId('top-bar').locator('img[src^="/uploads/"]').count()).toBe(1);
    await context.close();

    // With scripts: the islands read the same settings the page was rendered with.
    const withScripts = await newPage(browser);
    await withScripts.goto(`${server.url}/about`);
    expect(await withScripts.getByRole('heading', { name: 'Pantai Tegalsambi' }).isVisible()).toBe(true);
    await expectNoA11yViolations(withScripts, '/about');
    await withScripts.goto(server.url);
    await expectNoA11yViolations(withScripts, '/ with the hero photo');
    await withScripts.close();
  });
});

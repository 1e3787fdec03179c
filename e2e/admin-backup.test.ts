/**
 * Admin journey: backups (/admin/cadangan). The admin finds no backup yet and the restore command; "Unduh
 * Cadangan" downloads an archive that checks out whole, the list then shows it as the admin's download with
 * its size, and the screen has no accessibility violation.
 */
import { expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { RESTORE_COMMAND } from '../shared/schemas/backup';
import { verifyArchive } from '../server/modules/backup/archive-reader';
import { adminJourney, expectNoA11yViolations, expectToast } from './admin-support';
import { adminCredentials, describeBrowser } from './harness';

describeBrowser('admin backups', () => {
  const journey = adminJourney({ seed: false });

  it('shows no backup yet and restoring as the command-line step it is', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/admin/cadangan`);
    await page.getByRole('heading', { level: 1, name: messages.adminBackupTitle }).waitFor();
    await page.getByText(messages.adminBackupEmpty, { exact: true }).waitFor();
    expect(await page.locator('pre code').innerText()).toBe(RESTORE_COMMAND);
  });

  it('downloads a whole archive and lists it as the admin’s', async () => {
    const { page } = journey;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: messages.adminBackupDownload }).click()]);
    await expectToast(page, messages.adminBackupPreparing);
    expect(download.suggestedFilename()).toMatch(/^cadangan-tegalsambi-\d{8}-\d{4}\.tar\.gz$/);
    const manifest = await verifyArchive(await download.path());
    expect(manifest.tables.find((table) => table.name === 'admin_user')?.rows).toBe(1);

    const row = page.locator('tbody tr').first();
    await row.waitFor();
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(1, 4)).toEqual([messages.adminBackupKind_download, adminCredentials.email, download.suggestedFilename()]);
    expect(cells[4]).toMatch(/^\d+ KB$/);
    await expectNoA11yViolations(page, '/admin/cadangan');
  });
});

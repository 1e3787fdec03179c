/**
 * Backups (/admin/cadangan, admins only): "Unduh Cadangan" downloads a new archive of the whole database,
 * the latest backups made are listed (downloads, the server's schedule, the command line), and restoring is
 * shown as the command-line step it is (README "Backup and restore").
 */
import { messages } from '@shared/messages';
import { RESTORE_COMMAND } from '@shared/schemas/backup';
import { BUTTON } from '@client/components/admin/fields';
import { BackupTable } from './backup-table';
import { useBackupDownload } from './use-backup-download';

export function BackupScreen() {
  const download = useBackupDownload();
  return (
    <section aria-labelledby="cadangan-title" className="space-y-6">
      <div>
        <h1 id="cadangan-title" className="mb-2 text-2xl font-bold text-slate-900">
          {messages.adminBackupTitle}
        </h1>
        <p className="mb-4 max-w-3xl text-sm text-slate-700">{messages.adminBackupIntro}</p>
        <button type="button" className={BUTTON.primary} disabled={download.busy} onClick={download.start}>
          {messages.adminBackupDownload}
        </button>
      </div>
      <div>
        <h2 className="mb-2 text-lg font-bold text-slate-900">{messages.adminBackupListTitle}</h2>
        <BackupTable items={download.backups} />
      </div>
      <div className="max-w-3xl rounded-lg border border-slate-300 bg-white p-4">
        <h2 className="mb-2 text-lg font-bold text-slate-900">{messages.adminBackupRestoreTitle}</h2>
        <p className="mb-2 text-sm text-slate-700">{messages.adminBackupRestoreText}</p>
        <pre className="mb-2 overflow-x-auto rounded bg-slate-900 px-3 py-2 text-sm text-white">
          <code>{RESTORE_COMMAND}</code>
        </pre>
        <p className="text-sm text-slate-700">{messages.adminBackupRestoreNote}</p>
      </div>
    </section>
  );
}

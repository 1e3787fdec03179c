/**
 * "Unduh Cadangan": a POST to BACKUP_DOWNLOAD_PATH (the server makes backups only for a same-origin POST,
 * so another site cannot start one in an admin's browser), whose streamed archive is saved as the file the
 * server names. It is a binary attachment, not a procedure's answer, hence this one fetch outside tRPC.
 * While the server makes and sends it the button waits; afterwards the list is read again and shows it.
 * A refusal shows the server's sentence (409: another backup is being made); a 401 ends the session.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '@shared/messages';
import { BACKUP_DOWNLOAD_PATH } from '@shared/schemas/backup';
import { backupListQuery } from '@client/lib/admin-queries';
import { saveFile } from '@client/lib/save-file';
import { authHeaders, expireSession } from '@client/lib/session';
import { toast } from '@client/lib/toast';

/** The file name of `Content-Disposition: attachment; filename="…"`, or a plain one. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'cadangan.tar.gz';
}

async function refusalOf(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : null;
  return typeof message === 'string' && message ? message : messages.unexpectedError;
}

/** POSTs for a new archive and saves it; a refusal shows its sentence. */
async function downloadBackup(): Promise<void> {
  const response = await fetch(BACKUP_DOWNLOAD_PATH, { method: 'POST', headers: authHeaders(), credentials: 'same-origin' });
  if (response.status === 401) {
    expireSession();
    return;
  }
  if (!response.ok) {
    toast.error(await refusalOf(response));
    return;
  }
  saveFile(await response.blob(), fileNameOf(response));
}

/** The latest backups, and the download with the button held while it is made and sent. */
export function useBackupDownload() {
  const { data, refetch } = useSuspenseQuery(backupListQuery());
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    toast.info(messages.adminBackupPreparing);
    try {
      await downloadBackup();
    } catch {
      toast.error(messages.unexpectedError);
    } finally {
      setBusy(false);
      void refetch();
    }
  };

  return { backups: data, busy, start: () => void start() };
}

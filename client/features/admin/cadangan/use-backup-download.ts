/**
 * "Unduh Cadangan": the browser downloads the archive itself (GET BACKUP_DOWNLOAD_PATH with the session
 * cookie, an attachment), so it goes straight to disk however large, never through this page's memory.
 * The session is checked first through tRPC, so an expired one ends on the sign-in page as everywhere else
 * instead of downloading an error. The server writes the archive before its first byte; meanwhile the list
 * is read again every few seconds until the new backup appears in it.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { BACKUP_DOWNLOAD_PATH } from '../../../../shared/schemas/backup';
import { backupListQuery } from '../../../lib/admin-queries';
import { toast } from '../../../lib/toast';
import { trpcClient } from '../../../lib/trpc';

const POLL_MS = 2000;
/** Waiting ends after this even without a new row (a download that failed, or was cancelled). */
const WAIT_LIMIT_MS = 60_000;

/** The latest backups, and the download with the list's reading while it is prepared. */
export function useBackupDownload() {
  /** The newest backup's id when the download started: waiting ends when the list's newest is another. */
  const [waitingAfter, setWaitingAfter] = useState<number | null | undefined>(undefined);
  const stillOld = (newest: number | null) => waitingAfter !== undefined && newest === waitingAfter;
  const { data } = useSuspenseQuery({ ...backupListQuery(), refetchInterval: (query) => (stillOld(query.state.data?.[0]?.id ?? null) ? POLL_MS : false) });
  const newestId = data[0]?.id ?? null;
  const busy = stillOld(newestId);

  useEffect(() => {
    if (!busy) return;
    const timeout = setTimeout(() => setWaitingAfter(undefined), WAIT_LIMIT_MS);
    return () => clearTimeout(timeout);
  }, [busy]);

  const start = async () => {
    try {
      await trpcClient.backup.list.query();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : messages.unexpectedError);
      return;
    }
    const link = document.createElement('a');
    link.href = BACKUP_DOWNLOAD_PATH;
    document.body.append(link);
    link.click();
    link.remove();
    toast.info(messages.adminBackupPreparing);
    setWaitingAfter(newestId);
  };

  return { backups: data, busy, start: () => void start() };
}

/**
 * Saving a record: the upload with progress, the SPEC.md §8 toast, the kind's queries reloaded, and after
 * DELAY.afterSave (3.6 s, SPEC.md §4) the screen moves on. A save over a record someone changed since the
 * form loaded it is refused (CONFLICT): the server's sentence goes to the form, which stays as typed.
 */
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef, useState } from 'react';
import { DELAY } from '@shared/constants';
import { message, messages } from '@shared/messages';
import { toast } from '@client/lib/toast';
import { answeredStatus } from '@client/lib/upload-link';
import { useKindInvalidation, type RecordKind } from '@client/lib/use-kind-invalidation';

export interface SaveMessages {
  success: string;
  failure: (error: unknown) => string;
  toastMs?: number;
}

/** The server's sentence of a refused save over a newer version ("Data ini sudah diubah oleh …"), or null. */
function conflictOf(error: unknown): string | null {
  return error instanceof TRPCClientError && error.data?.code === 'CONFLICT' ? error.message : null;
}

export function useRecordSave(options: SaveMessages & { kind: RecordKind; onDone: () => void; onConflict: (sentence: string) => void }) {
  const invalidate = useKindInvalidation(options.kind);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const run = async (task: (onProgress: (percent: number) => void) => Promise<unknown>): Promise<boolean> => {
    const { success, failure, toastMs } = latest.current;
    setSaving(true);
    setProgress(null);
    try {
      await task(setProgress);
      await invalidate();
      toast.success(success, toastMs);
      setSaved(true);
      timer.current = setTimeout(() => latest.current.onDone(), DELAY.afterSave);
      return true;
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict) latest.current.onConflict(conflict);
      else toast.error(failure(error), toastMs);
      setProgress(null);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { run, progress, saving, saved };
}

/**
 * SPEC.md §8: the server answered → "Gagal menambahkan wisata: {its message}" (default sentence when it
 * gave none); no answer → the connection sentence; anything else → the unexpected-error sentence.
 */
export function attractionAddFailure(error: unknown): string {
  if (!(error instanceof TRPCClientError)) return messages.unexpectedError;
  if (answeredStatus(error) === 0) return messages.noConnection;
  // An answer without tRPC's error shape (a proxy's error page) carries no sentence of the server's.
  return message('attractionAddFailed', { message: error.shape && error.message ? error.message : messages.saveFailedDefault });
}

export const fixedFailure = (text: string) => () => text;

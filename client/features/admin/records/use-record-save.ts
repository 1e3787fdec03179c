/**
 * Saving a record: XHR upload with progress, the SPEC.md §8 toast, every list reloaded, and after
 * DELAY.afterSave (3.6 s, SPEC.md §4) the screen moves on.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DELAY } from '../../../../shared/constants';
import { message, messages } from '../../../../shared/messages';
import { toast } from '../../../lib/toast';
import { UploadError } from '../../../lib/upload';

export interface SaveMessages {
  success: string;
  failure: (error: unknown) => string;
  toastMs?: number;
}

export function useRecordSave(options: SaveMessages & { onDone: () => void }) {
  const queryClient = useQueryClient();
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
      await queryClient.invalidateQueries();
      toast.success(success, toastMs);
      setSaved(true);
      timer.current = setTimeout(() => latest.current.onDone(), DELAY.afterSave);
      return true;
    } catch (error) {
      toast.error(failure(error), toastMs);
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
  if (!(error instanceof UploadError)) return messages.unexpectedError;
  if (error.status === 0) return messages.noConnection;
  return message('attractionAddFailed', { message: error.serverMessage ?? messages.saveFailedDefault });
}

export const fixedFailure = (text: string) => () => text;

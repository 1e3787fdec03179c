/**
 * Saving a record: the upload with progress, the SPEC.md §8 toast, the kind's queries reloaded, and after
 * DELAY.afterSave (3.6 s, SPEC.md §4) the screen moves on. A save over a record someone changed since the
 * form loaded it is refused (CONFLICT): the server's sentence goes to the form, which stays as typed.
 */
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef, useState } from 'react';
import { DELAY } from '@shared/constants';
import { message, messages } from '@shared/messages';
import { toast } from '@client/lib/toast';
import type { UploadStage } from '@client/components/admin/upload-progress';
import { conflictOf, refusedFields } from '@client/lib/refused-write';
import { answeredStatus } from '@client/lib/upload-link';
import { useKindInvalidation, type RecordKind } from '@client/lib/use-kind-invalidation';

export interface SaveMessages<In> {
  /** The toast of a save, by what was saved (a draft says so). */
  success: (input: In) => string;
  failure: (error: unknown) => string;
  toastMs?: number;
}

interface SaveOptions<In> extends SaveMessages<In> {
  kind: RecordKind;
  /** Calls the save's procedure, reporting its photos' shrinking and its upload's progress (upload-link.ts). */
  send: (input: In, onProgress: (stage: UploadStage) => void) => Promise<unknown>;
  onDone: () => void;
  onConflict: (sentence: string) => void;
  /** Fields the server refused, to be marked beside them as the form's own check marks them. */
  onRefused: (problems: { path: string; message: string }[]) => void;
}

export function useRecordSave<In>(options: SaveOptions<In>) {
  const invalidate = useKindInvalidation(options.kind);
  const [progress, setProgress] = useState<UploadStage | null>(null);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The screen moves on DELAY.afterSave later, by the `onDone` of that moment.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const save = useMutation({
    mutationFn: (input: In) => options.send(input, setProgress),
    onMutate: () => setProgress(null),
    onSuccess: async (_saved, input) => {
      await invalidate();
      toast.success(options.success(input), options.toastMs);
      setSaved(true);
      timer.current = setTimeout(() => latest.current.onDone(), DELAY.afterSave);
    },
    onError: (error) => {
      const conflict = conflictOf(error);
      if (conflict) options.onConflict(conflict);
      else {
        options.onRefused(refusedFields(error));
        toast.error(options.failure(error), options.toastMs);
      }
      setProgress(null);
    },
  });

  /** Sends the record; true once it is saved, false when the save was refused or failed (already told). */
  const run = (input: In): Promise<boolean> => save.mutateAsync(input).then(() => true, () => false);

  return { run, progress, saving: save.isPending, saved };
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

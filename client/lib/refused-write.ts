/**
 * Why the server refused a write, as the admin forms show it: the fields its schema refused (init.ts's
 * `fieldErrors`), marked beside them, or a write over a version someone saved since (CONFLICT), whose
 * sentence the form says.
 */
import { TRPCClientError } from '@trpc/client';

/** Each refused field's first sentence, by its path in the input. */
export function refusedFields(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof TRPCClientError)) return [];
  const fieldErrors = (error.data as { fieldErrors?: Record<string, string[] | undefined> | null } | undefined)?.fieldErrors;
  return Object.entries(fieldErrors ?? {}).flatMap(([path, texts]) => (texts?.[0] ? [{ path, message: texts[0] }] : []));
}

/** The server's sentence of a refused save over a newer version ("Data ini sudah diubah oleh …"), or null. */
export function conflictOf(error: unknown): string | null {
  return error instanceof TRPCClientError && error.data?.code === 'CONFLICT' ? error.message : null;
}

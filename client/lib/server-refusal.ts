/**
 * The server's own sentence for a refusal it explains (a conflict such as no room left, a record gone
 * meanwhile, a value it cannot keep), which a screen shows instead of its generic "Gagal …"; null for
 * anything else (the network, a server fault), where the generic sentence is all there is to say.
 */
import { TRPCClientError } from '@trpc/client';

export function serverRefusal(error: unknown): string | null {
  const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
  return code === 'CONFLICT' || code === 'NOT_FOUND' || code === 'BAD_REQUEST' ? (error as Error).message : null;
}

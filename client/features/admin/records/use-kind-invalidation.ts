/** What a write makes stale: the queries of its own kind and the dashboard counts, nothing else. */
import { trpc } from '../../../lib/trpc';

/** The record kinds the admin edits, each one tRPC router. */
export type RecordKind = 'attraction' | 'accommodation' | 'paket' | 'facility' | 'mapLocation';

export function useKindInvalidation(kind: RecordKind): () => Promise<unknown> {
  const utils = trpc.useUtils();
  return () => Promise.all([utils[kind].invalidate(), utils.dashboard.invalidate()]);
}

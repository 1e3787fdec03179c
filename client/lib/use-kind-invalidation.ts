/**
 * What a write makes stale: the queries of its own kind, the dashboard counts and the trash (a delete
 * fills it, a restore or a purge empties it), nothing else.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { RecordKind } from '@shared/constants';
import { domainKey } from './queries';

export type { RecordKind };

/** For screens that write more than one kind (the trash): the kind is named at each write. */
export function useRecordInvalidation(): (kind: RecordKind) => Promise<unknown> {
  const queryClient = useQueryClient();
  const stale = (domain: RecordKind | 'dashboard' | 'trash') => queryClient.invalidateQueries({ queryKey: domainKey(domain) });
  return (kind) => Promise.all([stale(kind), stale('dashboard'), stale('trash')]);
}

export function useKindInvalidation(kind: RecordKind): () => Promise<unknown> {
  const invalidate = useRecordInvalidation();
  return () => invalidate(kind);
}

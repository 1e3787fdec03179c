/**
 * What a write makes stale: the queries of its own kind, the dashboard counts and the trash (a delete
 * fills it, a restore or a purge empties it), nothing else.
 */
import type { RecordKind } from '@shared/constants';
import { trpc } from './trpc';

export type { RecordKind };

/** For screens that write more than one kind (the trash): the kind is named at each write. */
export function useRecordInvalidation(): (kind: RecordKind) => Promise<unknown> {
  const utils = trpc.useUtils();
  return (kind) => Promise.all([utils[kind].invalidate(), utils.dashboard.invalidate(), utils.trash.invalidate()]);
}

export function useKindInvalidation(kind: RecordKind): () => Promise<unknown> {
  const invalidate = useRecordInvalidation();
  return () => invalidate(kind);
}

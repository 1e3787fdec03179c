/** What a write makes stale: the queries of its own kind and the dashboard counts, nothing else. */
import type { RecordKind } from '../../../../shared/constants';
import { trpc } from '../../../lib/trpc';

export type { RecordKind };

export function useKindInvalidation(kind: RecordKind): () => Promise<unknown> {
  const utils = trpc.useUtils();
  return () => Promise.all([utils[kind].invalidate(), utils.dashboard.invalidate()]);
}

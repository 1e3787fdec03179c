/**
 * The trash's two actions: "Pulihkan" at once, "Hapus Permanen" after a confirmation (it cannot be undone).
 * Each ends with its toast and the record's kind, the trash and the dashboard read again.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { message, messages } from '@shared/messages';
import type { TrashItem } from '@shared/schemas/lifecycle';
import { toast } from '@client/lib/toast';
import { trpcClient } from '@client/lib/trpc';
import { useRecordInvalidation } from '@client/lib/use-kind-invalidation';
import { ConfirmDialog } from '@client/components/admin/confirm-dialog';

/** One record in the trash: ids repeat across kinds, the pair does not. */
export const trashKey = (item: Pick<TrashItem, 'kind' | 'id'>) => `${item.kind}-${item.id}`;

const TOASTS = {
  restore: { success: messages.recordRestored, failure: messages.adminRestoreFailed },
  purge: { success: messages.recordPurged, failure: messages.deleteFailed },
};

export function useTrashActions() {
  const invalidate = useRecordInvalidation();
  const [purgeTarget, setPurgeTarget] = useState<TrashItem | null>(null);
  const action = useMutation({
    mutationFn: ({ name, item }: { name: keyof typeof TOASTS; item: TrashItem }) =>
      trpcClient.trash[name].mutate({ kind: item.kind, id: item.id }),
    onSuccess: (_answer, { name }) => toast.success(TOASTS[name].success),
    onError: (_error, { name }) => toast.error(TOASTS[name].failure),
    onSettled: (_answer, _error, { item }) => invalidate(item.kind),
  });

  const purge = () => {
    const item = purgeTarget;
    setPurgeTarget(null);
    if (item) action.mutate({ name: 'purge', item });
  };

  const dialog = (
    <ConfirmDialog
      open={purgeTarget !== null}
      title={messages.adminPurge}
      text={message('adminConfirmPurge', { name: purgeTarget?.name ?? '' })}
      confirmLabel={messages.adminPurge}
      onConfirm={purge}
      onCancel={() => setPurgeTarget(null)}
    />
  );
  return {
    busy: action.isPending ? trashKey(action.variables.item) : null,
    restore: (item: TrashItem) => action.mutate({ name: 'restore', item }),
    askPurge: setPurgeTarget,
    dialog,
  };
}

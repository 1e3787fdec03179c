/**
 * The trash's two actions: "Pulihkan" at once, "Hapus Permanen" after a confirmation (it cannot be undone).
 * Each ends with its toast and the record's kind, the trash and the dashboard read again.
 */
import { useState } from 'react';
import { message, messages } from '@shared/messages';
import type { TrashItem } from '@shared/schemas/lifecycle';
import { toast } from '@client/lib/toast';
import { trpcClient } from '@client/lib/trpc';
import { useRecordInvalidation } from '@client/lib/use-kind-invalidation';
import { ConfirmDialog } from '@client/components/admin/confirm-dialog';

/** One record in the trash: ids repeat across kinds, the pair does not. */
export const trashKey = (item: Pick<TrashItem, 'kind' | 'id'>) => `${item.kind}-${item.id}`;

export function useTrashActions() {
  const invalidate = useRecordInvalidation();
  const [busy, setBusy] = useState<string | null>(null);
  const [purgeTarget, setPurgeTarget] = useState<TrashItem | null>(null);

  const run = async (item: TrashItem, action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(trashKey(item));
    try {
      await action();
      toast.success(success);
    } catch {
      toast.error(failure);
    }
    await invalidate(item.kind);
    setBusy(null);
  };

  const restore = (item: TrashItem) =>
    void run(item, () => trpcClient.trash.restore.mutate({ kind: item.kind, id: item.id }), messages.recordRestored, messages.adminRestoreFailed);

  const purge = () => {
    const item = purgeTarget;
    setPurgeTarget(null);
    if (item) void run(item, () => trpcClient.trash.purge.mutate({ kind: item.kind, id: item.id }), messages.recordPurged, messages.deleteFailed);
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
  return { busy, restore, askPurge: setPurgeTarget, dialog };
}

/** Delete after a "Yakin ingin menghapus …?" dialog, then the SPEC.md §8 toast and a reloaded list. */
import { useState } from 'react';
import { message, messages } from '../../../../shared/messages';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useKindInvalidation, type RecordKind } from './use-kind-invalidation';

export function useDeleteConfirm(options: { kind: RecordKind; remove: (id: number) => Promise<unknown>; success: string; failure: string; toastMs?: number }) {
  const invalidate = useKindInvalidation(options.kind);
  const [target, setTarget] = useState<{ id: number; name: string } | null>(null);

  const confirm = async () => {
    const item = target;
    setTarget(null);
    if (!item) return;
    try {
      await options.remove(item.id);
      toast.success(options.success, options.toastMs);
    } catch {
      toast.error(options.failure, options.toastMs);
    }
    await invalidate();
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={messages.adminDeleteTitle}
      text={message('adminConfirmDelete', { name: target?.name ?? '' })}
      confirmLabel={messages.adminDelete}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: (item: { id: number; name: string }) => setTarget(item), dialog };
}

/**
 * Delete after a confirmation that says where the record goes: to the trash (Sampah), from which it can be
 * restored for TRASH_RETENTION_DAYS days. Then the toast and a reloaded list.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { message, messages } from '@shared/messages';
import { TRASH_RETENTION_DAYS } from '@shared/schemas/lifecycle';
import { toast } from '@client/lib/toast';
import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { useKindInvalidation, type RecordKind } from '@client/lib/use-kind-invalidation';

export function useDeleteConfirm(options: { kind: RecordKind; remove: (id: number) => Promise<unknown>; failure: string; toastMs?: number }) {
  const invalidate = useKindInvalidation(options.kind);
  const [target, setTarget] = useState<{ id: number; name: string } | null>(null);
  const deletion = useMutation({
    mutationFn: (item: { id: number; name: string }) => options.remove(item.id),
    onSuccess: (_answer, item) => toast.success(message('adminMovedToTrash', { name: item.name }), options.toastMs),
    onError: () => toast.error(options.failure, options.toastMs),
    onSettled: invalidate,
  });

  const confirm = () => {
    const item = target;
    setTarget(null);
    if (item) deletion.mutate(item);
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={messages.adminDeleteTitle}
      text={message('adminConfirmTrash', { name: target?.name ?? '', days: TRASH_RETENTION_DAYS })}
      confirmLabel={messages.adminDelete}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: (item: { id: number; name: string }) => setTarget(item), dialog };
}

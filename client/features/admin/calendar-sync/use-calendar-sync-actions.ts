/**
 * The sync screen's writes (docs/decisions/0013): a new export address and removing a calendar, each after
 * a confirmation, and "Sinkronkan sekarang"; each with its toast, the list read again afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { message, messages } from '@shared/messages';
import type { FeedView, LodgingSyncView } from '@shared/schemas/calendar-sync';
import { calendarSyncListQuery } from '@client/lib/admin-queries';
import type { Inputs } from '@client/lib/queries';
import { toast } from '@client/lib/toast';
import { trpcClient } from '@client/lib/trpc';

/** What waits for the admin's confirmation. */
type Pending = { action: 'regenerate'; lodging: LodgingSyncView } | { action: 'remove'; lodging: LodgingSyncView; feed: FeedView };

export function feedName(feed: FeedView): string {
  return feed.label || messages.adminCalendarSyncUnnamed;
}

export function useCalendarSyncActions() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const failed = (error: Error) => toast.error(error.message || messages.adminCalendarSyncFailed);
  const listStale = () => queryClient.invalidateQueries({ queryKey: calendarSyncListQuery().queryKey });
  const regenerate = useMutation({
    mutationFn: (input: Inputs['calendarSync']['regenerateToken']) => trpcClient.calendarSync.regenerateToken.mutate(input),
    onSuccess: () => toast.success(messages.adminCalendarSyncRegenerated),
    onError: failed,
    onSettled: listStale,
  });
  const remove = useMutation({
    mutationFn: (input: Inputs['calendarSync']['removeFeed']) => trpcClient.calendarSync.removeFeed.mutate(input),
    onSuccess: () => toast.success(messages.adminCalendarSyncRemoved),
    onError: failed,
    onSettled: listStale,
  });
  const sync = useMutation({
    mutationFn: (lodging: LodgingSyncView) => trpcClient.calendarSync.syncNow.mutate({ accommodation_id: lodging.accommodation_id }),
    onSuccess: (outcome, lodging) =>
      outcome.failed > 0
        ? toast.error(message('adminCalendarSyncSyncedWithErrors', { failed: outcome.failed, total: outcome.total, name: lodging.name }))
        : toast.success(message('adminCalendarSyncSynced', { name: lodging.name })),
    onError: failed,
    onSettled: listStale,
  });

  const confirm = () => {
    if (!pending) return;
    setPending(null);
    if (pending.action === 'regenerate') regenerate.mutate({ accommodation_id: pending.lodging.accommodation_id });
    else remove.mutate({ id: pending.feed.id });
  };

  const dialog =
    pending &&
    (pending.action === 'regenerate'
      ? { title: messages.adminCalendarSyncRegenerateTitle, text: message('adminCalendarSyncRegenerateText', { name: pending.lodging.name }), confirmLabel: messages.adminCalendarSyncRegenerate }
      : {
          title: messages.adminCalendarSyncRemoveTitle,
          text: message('adminCalendarSyncRemoveText', { label: feedName(pending.feed), name: pending.lodging.name }),
          confirmLabel: messages.adminCalendarSyncRemove,
        });

  return {
    askRegenerate: (lodging: LodgingSyncView) => setPending({ action: 'regenerate', lodging }),
    askRemove: (lodging: LodgingSyncView, feed: FeedView) => setPending({ action: 'remove', lodging, feed }),
    sync: (lodging: LodgingSyncView) => sync.mutate(lodging),
    /** The lodging whose calendars are being read now, if any. */
    syncing: sync.isPending ? sync.variables.accommodation_id : null,
    busy: regenerate.isPending || remove.isPending,
    dialog,
    confirm,
    cancel: () => setPending(null),
  };
}

export type CalendarSyncActions = ReturnType<typeof useCalendarSyncActions>;

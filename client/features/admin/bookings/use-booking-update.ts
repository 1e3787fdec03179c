/**
 * Saving a request's status or internal note: the toast, and then everything that shows requests read
 * again (the inbox, the sidebar's count of new ones, the dashboard).
 */
import { messages } from '@shared/messages';
import { toast } from '@client/lib/toast';
import { trpc } from '@client/lib/trpc';

export function useBookingUpdate() {
  const utils = trpc.useUtils();
  return trpc.booking.update.useMutation({
    onSuccess: async (updated) => {
      utils.booking.byId.setData({ id: updated.id }, updated);
      toast.success(messages.adminBookingsUpdated);
      await Promise.all([utils.booking.invalidate(), utils.dashboard.invalidate()]);
    },
    onError: () => {
      toast.error(messages.adminBookingsUpdateFailed);
    },
  });
}

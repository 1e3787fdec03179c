/**
 * Saving a request's status or internal note: the toast, and then everything that shows requests read
 * again (the inbox, the sidebar's count of new ones, the dashboard).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@shared/messages';
import { bookingByIdQuery, domainKey, type Inputs } from '@client/lib/queries';
import { serverRefusal } from '@client/lib/server-refusal';
import { toast } from '@client/lib/toast';
import { trpcClient } from '@client/lib/trpc';

export function useBookingUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Inputs['booking']['update']) => trpcClient.booking.update.mutate(input),
    onSuccess: async (updated) => {
      queryClient.setQueryData(bookingByIdQuery(updated.id).queryKey, updated);
      toast.success(messages.adminBookingsUpdated);
      await Promise.all([queryClient.invalidateQueries({ queryKey: domainKey('booking') }), queryClient.invalidateQueries({ queryKey: domainKey('dashboard') })]);
    },
    // Confirming beyond what is free is refused with the full days named (server/modules/availability).
    onError: (error) => {
      toast.error(serverRefusal(error) ?? messages.adminBookingsUpdateFailed);
    },
  });
}

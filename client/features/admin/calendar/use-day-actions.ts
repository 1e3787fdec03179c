/**
 * What the village does with one day of a lodging or package: close it (with an optional reason), open it
 * again, and confirm a request on it. Each says how it went in the day's panel, and the month is read again,
 * done or refused, before the buttons come back (docs/decisions/0013); a confirmation reloads the inbox and
 * the dashboard too.
 * A refusal is told in the server's own sentence: confirming beyond what is free names the full days.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityTarget } from '@shared/availability';
import { formatCalendarDay } from '@shared/event-time';
import { message, messages } from '@shared/messages';
import { domainKey } from '@client/lib/queries';
import { serverRefusal } from '@client/lib/server-refusal';
import { trpcClient } from '@client/lib/trpc';
import { CONFIRMED } from './day-cell';

export type Feedback = { tone: 'status' | 'alert'; text: string };

export function useDayActions(place: { target: AvailabilityTarget; id: number; day: string }, onFeedback: (feedback: Feedback) => void) {
  const queryClient = useQueryClient();
  const reload = (...domains: ('availability' | 'booking' | 'dashboard')[]) => Promise.all(domains.map((domain) => queryClient.invalidateQueries({ queryKey: domainKey(domain) })));
  const day = formatCalendarDay(place.day);
  const failed = (fallback: string) => (error: unknown) => onFeedback({ tone: 'alert', text: serverRefusal(error) ?? fallback });

  const close = useMutation({
    mutationFn: (reason: string) => trpcClient.availability.close.mutate({ ...place, reason }),
    onSuccess: () => onFeedback({ tone: 'status', text: message('adminCalendarDayClosed', { day }) }),
    onError: failed(messages.adminCalendarChangeFailed),
    onSettled: () => reload('availability'),
  });
  const open = useMutation({
    mutationFn: () => trpcClient.availability.open.mutate(place),
    onSuccess: () => onFeedback({ tone: 'status', text: message('adminCalendarDayOpened', { day }) }),
    onError: failed(messages.adminCalendarChangeFailed),
    onSettled: () => reload('availability'),
  });
  const confirm = useMutation({
    mutationFn: (id: number) => trpcClient.booking.update.mutate({ id, status: CONFIRMED }),
    onSuccess: () => onFeedback({ tone: 'status', text: messages.adminBookingsUpdated }),
    onError: failed(messages.adminBookingsUpdateFailed),
    // A refusal too: another admin may have taken the last room, which the month then shows.
    onSettled: () => reload('availability', 'booking', 'dashboard'),
  });
  return { close, open, confirm, busy: close.isPending || open.isPending || confirm.isPending };
}

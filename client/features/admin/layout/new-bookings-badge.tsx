/** How many booking requests wait for an answer (status "baru"), beside "Pemesanan"; nothing when none. */
import { useQuery } from '@tanstack/react-query';
import { message } from '@shared/messages';
import { bookingNewCountQuery } from '@client/lib/queries';

export function NewBookingsBadge() {
  const { data: count = 0 } = useQuery(bookingNewCountQuery());
  if (count === 0) return null;
  return (
    <span data-testid="new-bookings" className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-emerald-950">
      {/* The link reads "Pemesanan 3 permintaan baru"; the bare number is for the eye. */}
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{message('adminNewBookings', { n: count })}</span>
    </span>
  );
}

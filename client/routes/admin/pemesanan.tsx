import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { BookingInbox } from '@client/features/admin/bookings/booking-inbox';
import { validateBookingSearch, type BookingSearch } from '@client/features/admin/bookings/booking-search';
import { adminScreenRoute } from '@client/features/admin/layout/screen-route';
import { bookingListQuery } from '../../lib/queries';

export const Route = createFileRoute('/admin/pemesanan')({
  ...adminScreenRoute({ spinner: 'listSpinner', loadFailed: messages.adminBookingsLoadFailed }),
  validateSearch: validateBookingSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(bookingListQuery()),
  component: Pemesanan,
});

function Pemesanan() {
  // The hooks name the route by path, not through `Route`: the page's chunk then holds no reference back
  // to this file's options, which stay out of every other page's first load.
  const search = useSearch({ from: '/admin/pemesanan' });
  const navigate = useNavigate({ from: '/admin/pemesanan' });
  return <BookingInbox search={search} onSearch={(next: BookingSearch) => void navigate({ search: next, replace: true })} />;
}

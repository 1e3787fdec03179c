import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { DELAY } from '@shared/constants';
import { messages } from '@shared/messages';
import { BookingInbox } from '@client/features/admin/bookings/booking-inbox';
import { validateBookingSearch, type BookingSearch } from '@client/features/admin/bookings/booking-search';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';
import { bookingListQuery } from '../../lib/queries';

export const Route = createFileRoute('/admin/pemesanan')({
  validateSearch: validateBookingSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(bookingListQuery()),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.adminBookingsLoadFailed} />,
  component: Pemesanan,
});

function Pemesanan() {
  // The hooks name the route by path, not through `Route`: the page's chunk then holds no reference back
  // to this file's options, which stay out of every other page's first load.
  const search = useSearch({ from: '/admin/pemesanan' });
  const navigate = useNavigate({ from: '/admin/pemesanan' });
  return <BookingInbox search={search} onSearch={(next: BookingSearch) => void navigate({ search: next, replace: true })} />;
}

/** One booking request (the village's email links here). Its own page, not drawn inside the inbox. */
import { createFileRoute, useParams } from '@tanstack/react-router';
import { DELAY } from '@shared/constants';
import { BookingDetail, loadErrorText } from '@client/features/admin/bookings/booking-detail';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';
import { bookingByIdQuery } from '../../lib/queries';

export const Route = createFileRoute('/admin/pemesanan_/$id')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(bookingByIdQuery(Number(params.id))),
  pendingMs: 0,
  pendingMinMs: DELAY.editSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: ({ error }) => <AdminLoadError text={loadErrorText(error)} />,
  component: Detail,
});

function Detail() {
  const id = useParams({ from: '/admin/pemesanan_/$id', select: (params) => Number(params.id) });
  return <BookingDetail id={id} />;
}

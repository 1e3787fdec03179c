import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useParams, type ErrorComponentProps } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { messages } from '../../shared/messages/booking';
import { message as publicMessage, messages as publicMessages } from '../../shared/messages/public';
import { village } from '../../shared/village';
import { ErrorMessage } from '../components/feedback/error-message';
import { loadMissing } from '../components/feedback/load-missing';
import { PageSpinner } from '../components/feedback/page-spinner';
import { BookingStatusPage } from '../features/booking/booking-status';
import { pageHead } from '../lib/page-head';
import { bookingQuery } from '../lib/queries';

/**
 * A visitor's booking request by its code. Kept out of search engines: the code is its only key. An
 * unknown code is refused with 404 by the procedure, and the page is answered 404 (entry-server.tsx).
 */
export const Route = createFileRoute('/pemesanan/$kode')({
  staticData: { private: true },
  loader: ({ context, params }) => loadMissing(context.queryClient, [bookingQuery(params.kode)]),
  head: ({ match, params }) => {
    const booking = match.context.queryClient.getQueryData(bookingQuery(params.kode).queryKey);
    return pageHead({
      page: booking ? publicMessage('bookingStatusTitle', { code: booking.code }) : publicMessages.notFoundPlain,
      description: publicMessage('metaBookingDescription', { site: village.title }),
      siteUrl: match.context.siteUrl,
      path: match.pathname,
      noindex: true,
    });
  },
  pendingMs: 0,
  pendingComponent: PageSpinner,
  errorComponent: BookingLoadError,
  component: BookingStatus,
});

function BookingStatus() {
  // By the route's id, not `Route`: the page's own chunk then needs nothing of the route tree every page loads.
  const kode = useParams({ from: '/pemesanan/$kode', select: (params) => params.kode });
  const { data: booking } = useSuspenseQuery(bookingQuery(kode));
  return <BookingStatusPage booking={booking} />;
}

function BookingLoadError({ error }: ErrorComponentProps) {
  const notFound = error instanceof TRPCClientError && (error.data as { httpStatus?: number } | undefined)?.httpStatus === 404;
  return <ErrorMessage text={notFound ? messages.bookingNotFound : publicMessages.landingLoadFailed} />;
}

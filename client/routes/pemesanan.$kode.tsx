import { useQueryClient, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { createFileRoute, useParams, useSearch, type ErrorComponentProps } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { BOOKING_SENT_PARAM } from '@shared/booking-form';
import { messages, type BookingMessageKey } from '@shared/messages/booking';
import type { BookingView } from '@shared/schemas/booking';
import { message as publicMessage, messages as publicMessages } from '@shared/messages/public';
import { villageSettings } from '@client/lib/village';
import { ErrorMessage } from '../components/feedback/error-message';
import { loadMissing } from '../components/feedback/load-missing';
import { PageSpinner } from '../components/feedback/page-spinner';
import { BookingStatusPage } from '../features/booking/booking-status';
import { BookingSent } from '../features/detail/booking/booking-sent';
import { pageHead } from '../lib/page-head';
import { bookingQuery, recordQueries } from '../lib/queries';

/**
 * A visitor's booking request by its code. Kept out of search engines: the code is its only key. An
 * unknown code is refused with 404 by the procedure, and the page is answered 404 (entry-server.tsx); an
 * address that has tried too many unknown codes is refused with 429, and so is the page.
 */
export const Route = createFileRoute('/pemesanan/$kode')({
  staticData: { private: true },
  // `?terkirim=1`: opened right after sending, without the page's script (shared/booking-form.ts).
  validateSearch: (search: Record<string, unknown>): { terkirim?: 1 } => (String(search[BOOKING_SENT_PARAM]) === '1' ? { terkirim: 1 } : {}),
  loaderDeps: ({ search }) => ({ sent: search.terkirim === 1 }),
  loader: async ({ context, params, deps }) => {
    await loadMissing(context.queryClient, [bookingQuery(params.kode)]);
    if (deps.sent) await loadSentTarget(context.queryClient, params.kode);
  },
  head: ({ match, params }) => {
    const booking = match.context.queryClient.getQueryData(bookingQuery(params.kode).queryKey);
    return pageHead({
      page: booking ? publicMessage('bookingStatusTitle', { code: booking.code }) : publicMessages.notFoundPlain,
      description: publicMessage('metaBookingDescription', { site: villageSettings().title }),
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

/** The package or lodging asked for, whose own number the greeting's WhatsApp link goes to (the village's if it is gone). */
function sentTargetQuery(booking: BookingView) {
  return recordQueries[booking.target].byId(booking.target_id);
}

async function loadSentTarget(queryClient: QueryClient, kode: string): Promise<void> {
  const booking = queryClient.getQueryData(bookingQuery(kode).queryKey);
  if (booking) await loadMissing(queryClient, [sentTargetQuery(booking)])?.catch(() => undefined);
}

function BookingStatus() {
  // By the route's id, not `Route`: the page's own chunk then needs nothing of the route tree every page loads.
  const kode = useParams({ from: '/pemesanan/$kode', select: (params) => params.kode });
  const sent = useSearch({ from: '/pemesanan/$kode', select: (search) => search.terkirim === 1 });
  const queryClient = useQueryClient();
  const { data: booking } = useSuspenseQuery(bookingQuery(kode));
  const phone = sent ? (queryClient.getQueryData(sentTargetQuery(booking).queryKey)?.phone ?? '') : '';
  return <BookingStatusPage booking={booking} greeting={sent ? <BookingSent booking={booking} phone={phone} /> : null} />;
}

const REFUSALS: Partial<Record<number, BookingMessageKey>> = { 404: 'bookingNotFound', 429: 'bookingTooMany' };

function BookingLoadError({ error }: ErrorComponentProps) {
  const status = error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
  const refusal = status === undefined ? undefined : REFUSALS[status];
  return <ErrorMessage text={refusal ? messages[refusal] : publicMessages.landingLoadFailed} />;
}

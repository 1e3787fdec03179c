/**
 * A visitor's request as the village answers it (/pemesanan/$kode): the status and what it means, what
 * was asked for and when it was sent. The code is the only key, so the visitor's name, number and note
 * are not shown here.
 */
import type { ReactNode } from 'react';
import { messages } from '@shared/messages/booking';
import { message as publicMessage } from '@shared/messages/public';
import type { BookingView } from '@shared/schemas/booking';
import { RecordLink } from '../../components/ui/record-link';
import { bookingStatusLabel, bookingStatusText, formatBookingDay, formatBookingSentAt } from '../../lib/booking-text';

const STATUS_CLASS: Record<BookingView['status'], string> = {
  baru: 'border-amber-300 bg-amber-50 text-amber-900',
  dihubungi: 'border-sky-300 bg-sky-50 text-sky-900',
  dikonfirmasi: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  selesai: 'border-slate-300 bg-slate-100 text-slate-800',
  dibatalkan: 'border-red-300 bg-red-50 text-red-900',
};

interface Props {
  booking: BookingView;
  /** Right after sending without the page's script: the confirmation the form would have shown. */
  greeting?: ReactNode;
}

export function BookingStatusPage({ booking, greeting }: Props) {
  return (
    <article className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900 md:text-4xl">{publicMessage('bookingStatusTitle', { code: booking.code })}</h1>
      {greeting ? <section className="mt-6 rounded-xl border border-emerald-200 bg-white p-5 shadow-sm">{greeting}</section> : null}
      <section className={`mt-6 rounded-xl border p-5 ${STATUS_CLASS[booking.status]}`} aria-labelledby="status-label">
        <h2 id="status-label" className="text-sm font-semibold uppercase tracking-wide">
          {messages.bookingStatusLabel}
        </h2>
        <p data-testid="booking-status" className="mt-1 text-2xl font-extrabold">
          {bookingStatusLabel(booking.status)}
        </p>
        <p className="mt-1">{bookingStatusText(booking.status)}</p>
      </section>
      <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[auto_1fr]">
        <Row term={messages.bookingFor}>
          <RecordLink kind={booking.target} id={booking.target_id} className="font-semibold text-brand-700 underline underline-offset-4">
            {booking.target_name}
          </RecordLink>
        </Row>
        {booking.visit_date ? <Row term={messages.bookingVisitDate}>{formatBookingDay(booking.visit_date)}</Row> : null}
        {booking.check_in ? <Row term={messages.bookingCheckIn}>{formatBookingDay(booking.check_in)}</Row> : null}
        {booking.check_out ? <Row term={messages.bookingCheckOut}>{formatBookingDay(booking.check_out)}</Row> : null}
        <Row term={messages.bookingPeople}>{booking.people}</Row>
        <Row term={messages.bookingSentAt}>{formatBookingSentAt(booking.created_at)}</Row>
      </dl>
      {booking.erased ? <p className="mt-6 text-slate-700">{messages.bookingErased}</p> : null}
    </article>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="text-slate-800">{children}</dd>
    </>
  );
}

/**
 * "Permintaan Terkirim", in place of the form: the code to keep (large, selectable), what was asked for,
 * the status page's address, and WhatsApp with the code already written in the message.
 */
import { useEffect, useRef } from 'react';
import { bookingStatusPath } from '@shared/booking-form';
import { message, messages } from '@shared/messages/booking';
import { messages as publicMessages } from '@shared/messages/public';
import type { BookingView } from '@shared/schemas/booking';
import { bookingWhatsAppLink, formatBookingDay } from '@client/lib/booking-text';
import { localizedPath } from '@shared/locale';

interface Props {
  booking: BookingView;
  /** The package's or lodging's own number; the village's when it has none. */
  phone: string;
}

export function BookingSent({ booking, phone }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: the focus moves to what replaced it, which a phone scrolls to.
  useEffect(() => heading.current?.focus(), []);
  const whatsApp = bookingWhatsAppLink(phone, booking);
  const [beforeLink, afterLink = ''] = messages.bookingCodeHint.split('{link}');
  // The address shown is the one the link opens: an English page's status page is under /en.
  const statusPath = localizedPath(bookingStatusPath(booking.code));
  return (
    <div data-testid="booking-sent" className="mt-4 space-y-4">
      <h3 ref={heading} tabIndex={-1} className="text-xl font-bold text-emerald-800 focus:outline-none">
        {messages.bookingSent}
      </h3>
      <p>{message('bookingSentLead', { name: booking.name })}</p>
      <p data-testid="booking-code" className="select-all rounded-lg bg-brand-50 px-4 py-3 text-center font-mono text-3xl font-extrabold tracking-wider text-brand-800">
        {booking.code}
      </p>
      <dl className="grid grid-cols-1 gap-x-4 sm:grid-cols-[auto_1fr] sm:gap-y-1" data-testid="booking-summary">
        <Row term={messages.bookingFor} value={booking.target_name} />
        {booking.visit_date ? <Row term={messages.bookingVisitDate} value={formatBookingDay(booking.visit_date)} /> : null}
        {booking.check_in ? <Row term={messages.bookingCheckIn} value={formatBookingDay(booking.check_in)} /> : null}
        {booking.check_out ? <Row term={messages.bookingCheckOut} value={formatBookingDay(booking.check_out)} /> : null}
        <Row term={messages.bookingPeople} value={String(booking.people)} />
      </dl>
      <p>
        {beforeLink}
        <a href={statusPath} className="font-semibold text-brand-700 underline underline-offset-4">
          {statusPath}
        </a>
        {afterLink}
      </p>
      {whatsApp ? (
        <a
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="booking-whatsapp"
          className="flex w-full items-center justify-center rounded-full bg-emerald-700 px-5 py-3 text-lg font-bold text-white hover:bg-emerald-800"
        >
          {messages.bookingContinueWhatsApp}
          <span className="sr-only"> {publicMessages.newTabHint}</span>
        </a>
      ) : null}
    </div>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd className="mb-2 sm:mb-0">{value}</dd>
    </>
  );
}

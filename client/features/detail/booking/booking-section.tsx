/**
 * The request form of a package's or a lodging's page, below its content (`#pemesanan`), and what
 * replaces it once the request is stored. A link near the top of the page leads here (BookingJump).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingTarget } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages/booking';
import type { BookingView } from '../../../../shared/schemas/booking';
import { bookingQuery } from '../../../lib/queries';
import { BookingForm } from './booking-form';
import { BookingSent } from './booking-sent';

const SECTION_ID = 'pemesanan';

interface Props {
  target: BookingTarget;
  record: { id: number; phone: string };
}

export function BookingSection({ target, record }: Props) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<BookingView | null>(null);
  const onSent = (booking: BookingView) => {
    // The status page then opens at once, from what the server just answered.
    queryClient.setQueryData(bookingQuery(booking.code).queryKey, booking);
    setSent(booking);
  };
  return (
    <section id={SECTION_ID} aria-labelledby={`${SECTION_ID}-title`} className="mt-10 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${SECTION_ID}-title`} className="text-xl font-bold text-slate-900">
        {messages.bookingTitle}
      </h2>
      {sent ? (
        <BookingSent booking={sent} phone={record.phone} />
      ) : (
        <>
          <p className="mt-1 text-slate-700">{messages.bookingIntro}</p>
          <BookingForm id={`${SECTION_ID}-${target}`} target={target} targetId={record.id} onSent={onSent} />
        </>
      )}
    </section>
  );
}

/** "Ajukan Pemesanan" at the top of the page: one tap down to the form, which sits below the long content. */
export function BookingJump() {
  return (
    <a
      href={`#${SECTION_ID}`}
      data-testid="booking-jump"
      className="mt-6 flex w-full items-center justify-center rounded-full bg-brand-700 px-5 py-3 text-lg font-bold text-white hover:bg-brand-800 sm:inline-flex sm:w-auto"
    >
      {messages.bookingTitle}
    </a>
  );
}

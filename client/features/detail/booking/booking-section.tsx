/**
 * The request form of a package's or a lodging's page, below its content (`#pemesanan`), and what
 * replaces it once the request is stored. A link near the top of the page leads here (BookingJump). Its
 * island draws the calendar of free days above it: one island, so the pages that take requests carry both
 * and the hydrating script on every other page knows no island more.
 */
import { useState } from 'react';
import type { BookingFormState } from '@shared/booking-form';
import type { BookingTarget } from '@shared/constants';
import { messages } from '@shared/messages/booking';
import type { BookingView } from '@shared/schemas/booking';
import { defineIsland } from '@client/islands/define-island';
import { AvailabilityCalendar, type CalendarProps } from '../availability/availability-calendar';
import { BookingForm } from './booking-form';
import { BookingSent } from './booking-sent';

const SECTION_ID = 'pemesanan';

interface Props {
  target: BookingTarget;
  record: { id: number; phone: string };
  /** A request the server refused, rendered again with what was typed and each message (booking-request.tsx). */
  refused: BookingFormState | null;
}

export function BookingSection({ target, record, refused }: Props) {
  const [sent, setSent] = useState<BookingView | null>(null);
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
          <BookingForm id={`${SECTION_ID}-${target}`} target={target} targetId={record.id} refused={refused} onSent={setSent} />
        </>
      )}
    </section>
  );
}

/** The booking request's island: the calendar of free days (none on a draft's preview), then the form. */
function BookingRequestParts({ calendar, ...form }: Props & { calendar: CalendarProps | null }) {
  return (
    <>
      {calendar ? <AvailabilityCalendar {...calendar} /> : null}
      <BookingSection {...form} />
    </>
  );
}

export const BookingIsland = defineIsland('booking', BookingRequestParts);

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

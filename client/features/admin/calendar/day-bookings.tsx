/**
 * What asks for or takes a day: the requests (each linked to its page in the inbox, those not yet confirmed
 * with a button to confirm them) and the bookings read from other platforms' calendars.
 */
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { BOOKING_STATUSES } from '@shared/constants';
import { formatCalendarDay } from '@shared/event-time';
import { message, messages } from '@shared/messages';
import type { CalendarImported, CalendarRequest, CalendarRow } from '@shared/schemas/availability';
import { BUTTON } from '@client/components/admin/fields';
import { bookingStatusLabel } from '@client/lib/booking-text';
import { CONFIRMED } from './day-cell';

const stay = (booking: { first_day: string; end_day: string }) =>
  message('adminCalendarStay', { checkIn: formatCalendarDay(booking.first_day), checkOut: formatCalendarDay(booking.end_day) });

function statusText(status: string): string {
  const known = BOOKING_STATUSES.find((value) => value === status);
  return known ? bookingStatusLabel(known) : status;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function RequestItem({ request, target, busy, onConfirm }: { request: CalendarRequest; target: CalendarRow['target']; busy: boolean; onConfirm: (id: number) => void }) {
  const details = [message('adminCalendarPeople', { n: request.people }), statusText(request.status), ...(target === 'accommodation' ? [stay(request)] : [])];
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div>
        <Link
          to="/admin/pemesanan/$id"
          params={{ id: String(request.id) }}
          className="font-mono text-emerald-800 underline hover:text-emerald-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
        >
          {request.code}
        </Link>{' '}
        <span className="font-semibold text-slate-900">{request.name}</span>
        <span className="block text-sm text-slate-700">{details.join(' · ')}</span>
      </div>
      {request.status === CONFIRMED ? null : (
        <button type="button" aria-label={message('adminCalendarConfirmLabel', { code: request.code })} disabled={busy} onClick={() => onConfirm(request.id)} className={`${BUTTON.small} disabled:opacity-60`}>
          {messages.adminCalendarConfirm}
        </button>
      )}
    </li>
  );
}

export function DayRequests(props: { requests: readonly CalendarRequest[]; target: CalendarRow['target']; busy: boolean; onConfirm: (id: number) => void }) {
  return (
    <Section title={messages.adminCalendarRequests}>
      {props.requests.length === 0 ? (
        <p className="text-slate-700">{messages.adminCalendarNoRequests}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {props.requests.map((request) => (
            <RequestItem key={request.id} request={request} target={props.target} busy={props.busy} onConfirm={props.onConfirm} />
          ))}
        </ul>
      )}
    </Section>
  );
}

export function DayImported({ imported }: { imported: readonly CalendarImported[] }) {
  return (
    <Section title={messages.adminCalendarImported}>
      <ul className="divide-y divide-slate-200">
        {imported.map((booking) => (
          <li key={`${booking.feed_id}-${booking.uid}`} className="py-2">
            <span className="font-semibold text-slate-900">{booking.summary || messages.adminCalendarImportedNoSummary}</span>
            <span className="block text-sm text-slate-700">{[message('adminCalendarImportedFrom', { feed: booking.feed_label }), stay(booking)].join(' · ')}</span>
            <span className="block text-xs break-all text-slate-600">{booking.feed_url}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

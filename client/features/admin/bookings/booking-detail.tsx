/**
 * One request as the village answers it: everything the visitor sent, its status (one button per status,
 * saved at once), an internal note the visitor never sees, and the reply on WhatsApp with a greeting that
 * names the request. A request past its retention period has no name or number left to answer.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DETAIL_PAGES } from '@shared/constants';
import { message, messages } from '@shared/messages';
import type { BookingRequest } from '@shared/schemas/booking';
import { whatsAppLink } from '@shared/format';
import { villageSettings } from '@client/lib/village';
import { bookingByIdQuery } from '@client/lib/queries';
import { formatDay, formatSent, targetKindLabel } from './booking-format';
import { BookingNoteForm, StatusButtons } from './booking-actions';

/** An unknown or malformed id is "not found"; anything else (no connection, a server fault) failed to load. */
export function loadErrorText(error: unknown): string {
  const status = error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
  return status === 404 || status === 400 ? messages.bookingNotFound : messages.adminBookingsLoadFailed;
}

export function BookingDetail({ id }: { id: number }) {
  const { data: request } = useSuspenseQuery(bookingByIdQuery(id));
  const title = message('adminBookingsDetail', { code: request.code });
  return (
    <section aria-labelledby="pemesanan-detail-title" className="max-w-3xl">
      <Link
        to="/admin/pemesanan"
        className="mb-3 inline-block font-semibold text-emerald-800 underline hover:text-emerald-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
      >
        {messages.adminBookingsBack}
      </Link>
      <h1 id="pemesanan-detail-title" className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <div className="space-y-4 rounded-xl border border-slate-300 bg-white p-5 shadow-sm">
        <BookingFields request={request} />
        {request.erased ? (
          <p className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-slate-800">{messages.adminBookingsErased}</p>
        ) : (
          <ReplyLink request={request} />
        )}
      </div>
      <div className="mt-4 space-y-4 rounded-xl border border-slate-300 bg-white p-5 shadow-sm">
        <StatusButtons request={request} />
        <BookingNoteForm key={request.id} request={request} />
      </div>
    </section>
  );
}

function BookingFields({ request }: { request: BookingRequest }) {
  const dates: [string, ReactNode][] =
    request.target === 'paket'
      ? [[messages.bookingVisitDate, formatDay(request.visit_date)]]
      : [
          [messages.bookingCheckIn, formatDay(request.check_in)],
          [messages.bookingCheckOut, formatDay(request.check_out)],
        ];
  const rows: [string, ReactNode][] = [
    [messages.adminBookingsColCode, <span className="font-mono">{request.code}</span>],
    [messages.adminBookingsColSent, formatSent(request.created_at)],
    [messages.adminBookingsColFor, <TargetLink request={request} />],
    ...dates,
    [messages.bookingPeople, request.people],
    [messages.bookingName, request.name || '-'],
    [messages.bookingWhatsApp, request.whatsapp ? `+${request.whatsapp}` : '-'],
    [messages.adminBookingsColNote, request.note || '-'],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TargetLink({ request }: { request: BookingRequest }) {
  const className = 'text-emerald-800 underline hover:text-emerald-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600';
  return (
    <>
      <Link to="/$section/$id" params={{ section: DETAIL_PAGES[request.target].path.slice(1), id: String(request.target_id) }} className={className}>
        {request.target_name}
      </Link>{' '}
      <span className="text-slate-600">({targetKindLabel(request.target)})</span>
    </>
  );
}

function ReplyLink({ request }: { request: BookingRequest }) {
  const text = message('adminBookingsReplyText', { name: request.name, village: villageSettings().title, code: request.code, target: request.target_name });
  const href = whatsAppLink(request.whatsapp, text);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-block rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2"
    >
      {messages.adminBookingsReply}
    </a>
  );
}

/** The inbox table, newest first; each request's code opens it. */
import { Link } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import type { BookingRequest } from '@shared/schemas/booking';
import { formatSent, formatVisit } from './booking-format';
import { StatusBadge } from './status-badge';
import { AdminTable, NOWRAP_CELL, type Column } from '@client/components/admin/admin-table';

function CodeLink({ request }: { request: BookingRequest }) {
  return (
    <Link
      to="/admin/pemesanan/$id"
      params={{ id: String(request.id) }}
      className="font-mono text-emerald-800 underline hover:text-emerald-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
    >
      {request.code}
    </Link>
  );
}

const COLUMNS: readonly Column<BookingRequest>[] = [
  { header: messages.adminBookingsColCode, className: NOWRAP_CELL, cell: (request) => <CodeLink request={request} /> },
  { header: messages.adminBookingsColSent, className: NOWRAP_CELL, cell: (request) => formatSent(request.created_at) },
  { header: messages.adminBookingsColFor, cell: (request) => request.target_name },
  { header: messages.adminBookingsColDates, className: NOWRAP_CELL, cell: (request) => formatVisit(request) },
  { header: messages.adminBookingsColPeople, cell: (request) => request.people },
  { header: messages.adminColName, cell: (request) => (request.erased ? '-' : request.name) },
  { header: messages.adminBookingsColStatus, cell: (request) => <StatusBadge status={request.status} /> },
];

/** A request nobody has looked at yet stands out in bold. */
const rowClass = (request: BookingRequest) => (request.status === 'baru' ? 'font-semibold' : '');

export function BookingTable({ items, empty }: { items: readonly BookingRequest[]; empty: string }) {
  return <AdminTable caption={messages.adminBookingsTitle} columns={COLUMNS} items={items} rowKey={(request) => request.id} rowClass={rowClass} empty={empty} />;
}

/** The inbox table, newest first; each request's code opens it. */
import { Link } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import type { BookingRequest } from '@shared/schemas/booking';
import { formatSent, formatVisit } from './booking-format';
import { StatusBadge } from './status-badge';
import { TableHead } from '@client/components/admin/table-head';

const HEADERS = [
  messages.adminBookingsColCode,
  messages.adminBookingsColSent,
  messages.adminBookingsColFor,
  messages.adminBookingsColDates,
  messages.adminBookingsColPeople,
  messages.adminColName,
  messages.adminBookingsColStatus,
];

export function BookingTable({ items, empty }: { items: readonly BookingRequest[]; empty: string }) {
  if (items.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-400 p-6 text-center text-slate-700">{empty}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-300 bg-white">
      <table className="min-w-full text-left text-sm">
        <TableHead caption={messages.adminBookingsTitle} headers={HEADERS} />
        <tbody>
          {items.map((request) => (
            <tr key={request.id} className={`border-t border-slate-200 align-top ${request.status === 'baru' ? 'font-semibold' : ''}`}>
              <td className="px-3 py-2 whitespace-nowrap">
                <Link
                  to="/admin/pemesanan/$id"
                  params={{ id: String(request.id) }}
                  className="font-mono text-emerald-800 underline hover:text-emerald-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
                >
                  {request.code}
                </Link>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatSent(request.created_at)}</td>
              <td className="px-3 py-2">{request.target_name}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatVisit(request)}</td>
              <td className="px-3 py-2">{request.people}</td>
              <td className="px-3 py-2">{request.erased ? '-' : request.name}</td>
              <td className="px-3 py-2">
                <StatusBadge status={request.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

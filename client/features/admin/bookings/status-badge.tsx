import type { BookingStatus } from '@shared/constants';
import { bookingStatusLabel } from '@client/lib/booking-text';
import { STATUS_CLASS } from './booking-format';

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_CLASS[status]}`}>{bookingStatusLabel(status)}</span>;
}

/** What the village changes on a request: its status and its internal note, each saved on its own. */
import { useId, useState } from 'react';
import { BOOKING, BOOKING_STATUSES } from '@shared/constants';
import { messages } from '@shared/messages';
import type { BookingRequest } from '@shared/schemas/booking';
import { bookingStatusLabel } from '@client/lib/booking-text';
import { useBookingUpdate } from './use-booking-update';

export function StatusButtons({ request }: { request: BookingRequest }) {
  const update = useBookingUpdate();
  return (
    <div>
      <p id="pemesanan-status-label" className="mb-2 font-semibold text-slate-800">
        {messages.adminBookingsSetStatus}
      </p>
      <div role="group" aria-labelledby="pemesanan-status-label" className="flex flex-wrap gap-2">
        {BOOKING_STATUSES.map((status) => {
          const pressed = status === request.status;
          return (
            <button
              key={status}
              type="button"
              aria-pressed={pressed}
              disabled={update.isPending}
              onClick={() => {
                if (!pressed) update.mutate({ id: request.id, status });
              }}
              className={`rounded-full border px-4 py-1.5 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 disabled:cursor-wait ${
                pressed ? 'border-emerald-800 bg-emerald-800 text-white' : 'border-slate-400 bg-white text-slate-800 hover:bg-slate-100'
              }`}
            >
              {bookingStatusLabel(status)}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export function BookingNoteForm({ request }: { request: BookingRequest }) {
  const id = useId();
  const update = useBookingUpdate();
  const [note, setNote] = useState(request.admin_note);
  return (
    <form
      aria-label={messages.adminBookingsSaveNote}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ id: request.id, admin_note: note });
      }}
      className="space-y-2"
    >
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {messages.adminBookingsAdminNote}
      </label>
      <textarea
        id={id}
        value={note}
        maxLength={BOOKING.noteMax}
        rows={4}
        onChange={(event) => setNote(event.target.value)}
        className="w-full rounded-md border border-slate-400 px-3 py-2 focus:outline-none focus:ring-2 focus:ring-emerald-600"
      />
      <button
        type="submit"
        disabled={update.isPending}
        className="rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 disabled:opacity-60"
      >
        {update.isPending ? messages.adminBusy : messages.adminBookingsSaveNote}
      </button>
    </form>
  );
}

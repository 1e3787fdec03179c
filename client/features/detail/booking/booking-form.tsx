/**
 * "Ajukan Pemesanan": a visitor asks for a package on a day, or a lodging from check-in to check-out.
 * A plain HTML form first: before or without the page's script it posts to the server, which answers with
 * the status page or the form again with its messages. With the script, every field is checked with the
 * shared schema before sending, and each message stands under its own field.
 */
import { useRef } from 'react';
import { BOOKING_FORM_PATH, BOOKING_TARGET_FIELDS, type BookingFormState } from '@shared/booking-form';
import { localizedPath } from '@shared/locale';
import { BOOKING, type BookingTarget } from '@shared/constants';
import { villageToday } from '@shared/event-time';
import { message, messages } from '@shared/messages/booking';
import type { BookingView } from '@shared/schemas/booking';
import { nextDay } from '@client/lib/booking-text';
import { useHydrated } from '@client/lib/hydrated';
import { BookingFieldRow } from './booking-field';
import { useBookingForm } from './use-booking-form';

interface Props {
  id: string;
  target: BookingTarget;
  targetId: number;
  refused: BookingFormState | null;
  onSent: (booking: BookingView) => void;
}

export function BookingForm({ id, target, targetId, refused, onSent }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useBookingForm({ id, target, targetId, refused, onSent, formRef });
  const live = useHydrated();
  // The earliest day is the browser's own today, set once the page is live: a page the server rendered
  // before midnight then hydrates as it was sent.
  const today = live ? villageToday() : undefined;
  const checkIn = form.values.check_in;
  return (
    <form
      ref={formRef}
      method="post"
      action={localizedPath(BOOKING_FORM_PATH)}
      noValidate
      onSubmit={(event) => void form.submit(event)}
      onFocus={form.warm}
      aria-describedby={form.general ? form.generalId : undefined}
      className="mt-4 space-y-5"
    >
      {/* Without the script the browser posts the form: these name what it asks for (server/http/booking-form.ts). */}
      <input type="hidden" name={BOOKING_TARGET_FIELDS.target} value={target} />
      <input type="hidden" name={BOOKING_TARGET_FIELDS.targetId} value={targetId} />
      <BookingFieldRow label={messages.bookingName} field={form.field('name')} input={{ autoComplete: 'name', maxLength: BOOKING.nameMax }} />
      <BookingFieldRow
        label={messages.bookingWhatsApp}
        hint={messages.bookingWhatsAppHint}
        field={form.field('whatsapp')}
        input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel' }}
      />
      {target === 'paket' ? (
        <BookingFieldRow label={messages.bookingVisitDate} field={form.field('visit_date')} input={{ type: 'date', min: today }} />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <BookingFieldRow label={messages.bookingCheckIn} field={form.field('check_in')} input={{ type: 'date', min: today }} />
          <BookingFieldRow
            label={messages.bookingCheckOut}
            field={form.field('check_out')}
            input={{ type: 'date', min: today && nextDay(checkIn && checkIn >= today ? checkIn : today) }}
          />
        </div>
      )}
      <BookingFieldRow
        label={messages.bookingPeople}
        field={form.field('people')}
        input={{ type: 'number', inputMode: 'numeric', min: 1, max: BOOKING.peopleMax, step: 1 }}
      />
      <BookingFieldRow label={messages.bookingNote} hint={messages.bookingNoteHint} field={form.field('note')} multiline />
      <Honeypot field={form.field('website')} />
      <p className="text-sm text-slate-700">{message('bookingPrivacy', { days: BOOKING.retentionDays })}</p>
      {form.general ? (
        <p id={form.generalId} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-semibold text-red-800">
          {form.general}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={form.sending}
        aria-busy={form.sending || undefined}
        className="w-full rounded-full bg-brand-700 px-5 py-3 text-lg font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {form.sending ? messages.bookingSending : messages.bookingSubmit}
      </button>
    </form>
  );
}

/** A field people never see nor reach; a robot that fills every input fills it too (the server then keeps nothing). */
function Honeypot({ field }: { field: ReturnType<ReturnType<typeof useBookingForm>['field']> }) {
  const { error: _error, ...control } = field;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={field.id}>{messages.bookingHoneypot}</label>
      <input type="text" tabIndex={-1} autoComplete="off" {...control} />
    </div>
  );
}

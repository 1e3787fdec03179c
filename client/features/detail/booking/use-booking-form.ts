/**
 * The state of the booking request form: the strings its inputs hold, one message per field, and the
 * sending. The values are parsed with the shared `bookingInput` before they are sent (send-booking.ts),
 * so the form says the same sentences as the server; what the server refuses anyway comes back beside the
 * same fields.
 * Not the admin forms' hook (lib/form.ts): that one names admin sentences, keeps drafts on the device and
 * shows one message for the whole form, while a visitor's phone gets each message beside its own field,
 * and their name and number are not kept in the browser's storage.
 */
import { useLayoutEffect, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import {
  BOOKING_FIELDS,
  bookingValuesOf,
  EMPTY_BOOKING_VALUES,
  toBookingInput,
  type BookingField,
  type BookingFieldErrors,
  type BookingFormState,
  type BookingValues,
} from '@shared/booking-form';
import type { BookingTarget } from '@shared/constants';
import { messages as publicMessages } from '@shared/messages/public';
import type { BookingView } from '@shared/schemas/booking';

/** What the form's inputs hold now: typed before the script took over, or since. */
function typedValues(form: HTMLFormElement): BookingValues {
  return bookingValuesOf(Object.fromEntries(new FormData(form)));
}

function sameValues(a: BookingValues, b: BookingValues): boolean {
  return BOOKING_FIELDS.every((name) => a[name] === b[name]);
}

/** The checking and sending code, fetched once: when the visitor first focuses the form, or at the latest on send. */
const loadSender = () => import('./send-booking');

interface BookingFormOptions {
  id: string;
  target: BookingTarget;
  targetId: number;
  /** A request the server refused: the form starts from what was typed and the messages it got. */
  refused: BookingFormState | null;
  onSent: (booking: BookingView) => void;
  /** The rendered form, whose inputs may hold what was typed before the script took over. */
  formRef: RefObject<HTMLFormElement | null>;
}

export function useBookingForm({ id, target, targetId, refused, onSent, formRef }: BookingFormOptions) {
  const [values, setValues] = useState<BookingValues>(refused?.values ?? EMPTY_BOOKING_VALUES);
  const [errors, setErrors] = useState<BookingFieldErrors>(refused?.errors ?? {});
  const [general, setGeneral] = useState<string | null>(refused?.general ?? null);
  const [sending, setSending] = useState(false);

  // The page is readable and its form usable before the script arrives: what the visitor typed meanwhile
  // is in the inputs, not in this state. Taking it over before the first paint keeps it; a controlled
  // input would otherwise be reset to the state's value at the next render.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedValues(form);
    setValues((current) => (sameValues(current, typed) ? current : typed));
  }, [formRef]);

  const show = (found: { fields: BookingFieldErrors; general: string | null }) => {
    setErrors(found.fields);
    setGeneral(found.general);
    // The first field to fix gets the focus, so a phone scrolls to it and its message is read out.
    const first = BOOKING_FIELDS.find((name) => found.fields[name]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    // What the inputs hold is what is sent, whatever this state has caught up with.
    const input = toBookingInput(target, targetId, typedValues(event.currentTarget));
    setSending(true);
    setGeneral(null);
    try {
      const { sendBooking } = await loadSender();
      const result = await sendBooking(input);
      if ('sent' in result) onSent(result.sent);
      else show(result.refused);
    } catch {
      // The sending code itself could not be fetched: the connection is gone.
      show({ fields: {}, general: publicMessages.noConnection });
    } finally {
      setSending(false);
    }
  };

  /** An input's value and its message: the message goes once the visitor changes what it was about. */
  const field = (name: BookingField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  return { values, field, submit, warm: () => void loadSender(), sending, general, generalId: `${id}-error` };
}

export type BookingFieldProps = ReturnType<ReturnType<typeof useBookingForm>['field']>;

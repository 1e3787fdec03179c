/**
 * The state of the booking request form: the strings its inputs hold, one message per field, and the
 * sending. The values are parsed with the shared `bookingInput` before they are sent, so the form says
 * the same sentences as the server; what the server refuses anyway comes back beside the same fields.
 * Not the admin forms' hook (lib/form.ts): that one names admin sentences, keeps drafts on the device and
 * shows one message for the whole form, while a visitor's phone gets each message beside its own field,
 * and their name and number are not kept in the browser's storage.
 */
import { useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useLayoutEffect, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import {
  BOOKING_FIELDS,
  bookingValuesOf,
  EMPTY_BOOKING_VALUES,
  splitBookingErrors,
  toBookingInput,
  type BookingField,
  type BookingFieldErrors,
  type BookingValues,
} from '../../../../shared/booking-form';
import type { BookingTarget } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages/booking';
import { messages as publicMessages } from '../../../../shared/messages/public';
import { bookingInput, type BookingView } from '../../../../shared/schemas/booking';
import { refusedBookingForm } from '../../../lib/booking-form-state';
import { trpcClient } from '../../../lib/trpc';

/** What the form's inputs hold now: typed before the script took over, or since. */
function typedValues(form: HTMLFormElement): BookingValues {
  return bookingValuesOf(Object.fromEntries(new FormData(form)));
}

function sameValues(a: BookingValues, b: BookingValues): boolean {
  return BOOKING_FIELDS.every((name) => a[name] === b[name]);
}

/** The sentence for a refusal that names no field: the server's own (too many requests), or no connection. */
function failureText(error: unknown): string {
  if (!(error instanceof TRPCClientError)) return publicMessages.unexpectedError;
  // No tRPC answer at all: the request never reached the server, or something else answered.
  if (!error.shape) return publicMessages.noConnection;
  const key = (error.data as { messageKey?: string | null } | undefined)?.messageKey;
  const known: Record<string, string> = { ...publicMessages, ...messages };
  return (key && known[key]) || publicMessages.unexpectedError;
}

function serverFieldErrors(error: unknown): [string, string | undefined][] {
  if (!(error instanceof TRPCClientError)) return [];
  const fieldErrors = (error.data as { fieldErrors?: Record<string, string[] | undefined> | null } | undefined)?.fieldErrors;
  return Object.entries(fieldErrors ?? {}).map(([name, texts]) => [name, texts?.[0]]);
}

interface BookingFormOptions {
  id: string;
  target: BookingTarget;
  targetId: number;
  onSent: (booking: BookingView) => void;
  /** The rendered form, whose inputs may hold what was typed before the script took over. */
  formRef: RefObject<HTMLFormElement | null>;
}

export function useBookingForm({ id, target, targetId, onSent, formRef }: BookingFormOptions) {
  // A page the server rendered for a refused request starts from what was typed and the messages it got.
  const refused = refusedBookingForm(useQueryClient(), target, targetId);
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
    const parsed = bookingInput.safeParse(input);
    if (!parsed.success) return show(splitBookingErrors(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])));
    setSending(true);
    setGeneral(null);
    try {
      onSent(await trpcClient.booking.create.mutate(input));
    } catch (error) {
      const found = splitBookingErrors(serverFieldErrors(error));
      const named = Object.keys(found.fields).length > 0;
      show({ fields: found.fields, general: named ? found.general : (found.general ?? failureText(error)) });
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

  return { values, field, submit, sending, general, generalId: `${id}-error` };
}

export type BookingFieldProps = ReturnType<ReturnType<typeof useBookingForm>['field']>;

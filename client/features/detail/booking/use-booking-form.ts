/**
 * The state of the booking request form: the strings its inputs hold, one message per field, and the
 * sending. The values are parsed with the shared `bookingInput` before they are sent, so the form says
 * the same sentences as the server; what the server refuses anyway comes back beside the same fields.
 * Not the admin forms' hook (lib/form.ts): that one names admin sentences, keeps drafts on the device and
 * shows one message for the whole form, while a visitor's phone gets each message beside its own field,
 * and their name and number are not kept in the browser's storage.
 */
import { TRPCClientError } from '@trpc/client';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { BookingTarget } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages/booking';
import { messages as publicMessages } from '../../../../shared/messages/public';
import { bookingInput, type BookingInput, type BookingView } from '../../../../shared/schemas/booking';
import { trpcClient } from '../../../lib/trpc';

export const BOOKING_FIELDS = ['name', 'whatsapp', 'visit_date', 'check_in', 'check_out', 'people', 'note', 'website'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingValues = Record<BookingField, string>;
type FieldErrors = Partial<Record<BookingField, string>>;

const EMPTY: BookingValues = { name: '', whatsapp: '', visit_date: '', check_in: '', check_out: '', people: '', note: '', website: '' };

function isBookingField(name: string): name is BookingField {
  return (BOOKING_FIELDS as readonly string[]).includes(name);
}

/** The request the inputs describe; an empty or unreadable number of people fails the schema's own check. */
function toInput(target: BookingTarget, targetId: number, values: BookingValues): BookingInput {
  const people = values.people.trim();
  return {
    target,
    target_id: targetId,
    name: values.name,
    whatsapp: values.whatsapp,
    visit_date: target === 'paket' ? values.visit_date : null,
    check_in: target === 'accommodation' ? values.check_in : null,
    check_out: target === 'accommodation' ? values.check_out : null,
    people: people === '' ? Number.NaN : Number(people),
    note: values.note,
    website: values.website,
  };
}

/** The first message of each field, from zod issues or the server's `fieldErrors`; the rest is the form's. */
function splitErrors(byPath: Iterable<[string, string | undefined]>): { fields: FieldErrors; general: string | null } {
  const fields: FieldErrors = {};
  let general: string | null = null;
  for (const [path, text] of byPath) {
    if (!text) continue;
    if (isBookingField(path)) fields[path] ??= text;
    else general ??= text;
  }
  return { fields, general };
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

export function useBookingForm(options: { id: string; target: BookingTarget; targetId: number; onSent: (booking: BookingView) => void }) {
  const { id, target, targetId, onSent } = options;
  const [values, setValues] = useState<BookingValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const show = (found: { fields: FieldErrors; general: string | null }) => {
    setErrors(found.fields);
    setGeneral(found.general);
    // The first field to fix gets the focus, so a phone scrolls to it and its message is read out.
    const first = BOOKING_FIELDS.find((name) => found.fields[name]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const parsed = bookingInput.safeParse(toInput(target, targetId, values));
    if (!parsed.success) return show(splitErrors(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])));
    setSending(true);
    setGeneral(null);
    try {
      onSent(await trpcClient.booking.create.mutate(toInput(target, targetId, values)));
    } catch (error) {
      const found = splitErrors(serverFieldErrors(error));
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

/**
 * Checking and sending a booking request: the shared `bookingInput` (zod) and the tRPC client. Loaded by
 * the form when the visitor first reaches for it (use-booking-form.ts), so the package and lodging pages
 * hydrate without either: on a phone's mobile data they are a third of the page's scripts.
 */
import { TRPCClientError } from '@trpc/client';
import { splitBookingErrors, type BookingFieldErrors } from '@shared/booking-form';
import { messages } from '@shared/messages/booking';
import { messages as publicMessages } from '@shared/messages/public';
import { bookingInput, type BookingInput, type BookingView } from '@shared/schemas/booking';
import { trpcClient } from '@client/lib/trpc';

export type SendResult = { sent: BookingView } | { refused: { fields: BookingFieldErrors; general: string | null } };

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

/** Checks the request as the server will, then sends it; a refusal comes back beside the fields it names. */
export async function sendBooking(input: BookingInput): Promise<SendResult> {
  const parsed = bookingInput.safeParse(input);
  if (!parsed.success) return { refused: splitBookingErrors(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])) };
  try {
    return { sent: await trpcClient.booking.create.mutate(input) };
  } catch (error) {
    const found = splitBookingErrors(serverFieldErrors(error));
    const named = Object.keys(found.fields).length > 0;
    return { refused: { fields: found.fields, general: named ? found.general : (found.general ?? failureText(error)) } };
  }
}

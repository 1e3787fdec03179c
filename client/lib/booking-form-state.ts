/**
 * A booking request the server refused (server/http/booking-form.ts) travels in the render's query cache,
 * as the render's time does (page-now.ts): the server renders the form with what was typed and each
 * message, and passes them to the form's island, which hydrates from the same values (booking-request.tsx).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { BookingTarget } from '@shared/constants';
import type { BookingFormState } from '@shared/booking-form';

const REFUSED_FORM = ['refusedBookingForm'];

export function keepRefusedBookingForm(queryClient: QueryClient, form: BookingFormState): void {
  queryClient.setQueryData(REFUSED_FORM, form);
}

/** The refused form of this package or lodging, if the page was rendered for one. */
export function refusedBookingForm(queryClient: QueryClient, target: BookingTarget, targetId: number): BookingFormState | undefined {
  const form = queryClient.getQueryData<BookingFormState>(REFUSED_FORM);
  return form && form.target === target && form.targetId === targetId ? form : undefined;
}

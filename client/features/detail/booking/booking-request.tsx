/**
 * The booking request of a package's or a lodging's page, as its content renders it on the server: the
 * island (booking-section.tsx) with only what it needs: the month of free days its address names, and the
 * request the server refused, if the page was rendered for one (lib/booking-form-state.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { BookingTarget } from '@shared/constants';
import { refusedBookingForm } from '@client/lib/booking-form-state';
import { useCalendar } from '../availability/use-calendar';
import { BookingIsland } from './booking-section';

export function BookingRequest({ target, record }: { target: BookingTarget; record: { id: number; phone: string } }) {
  const refused = refusedBookingForm(useQueryClient(), target, record.id) ?? null;
  const calendar = useCalendar(target, record.id);
  return <BookingIsland target={target} record={{ id: record.id, phone: record.phone }} refused={refused} calendar={calendar} />;
}

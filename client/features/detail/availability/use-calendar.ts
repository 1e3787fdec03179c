/**
 * The calendar of a lodging's or package's page, as the server renders it: the month its address names,
 * read by the route's loader (calendar-query.ts), with what the calendar needs to page through the others.
 * Plain JSON, handed to the booking request's island (booking-request.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from '@tanstack/react-router';
import { calendarMonths, type AvailabilityTarget } from '@shared/availability';
import { villageToday } from '@shared/event-time';
import type { CalendarProps } from './availability-calendar';
import { shownMonthQuery } from './calendar-query';

export function useCalendar(target: AvailabilityTarget, id: number): CalendarProps | null {
  const bulan = useSearch({ strict: false, select: (search) => search.bulan });
  const foto = useSearch({ strict: false, select: (search) => search.foto });
  const pathname = useLocation({ select: (location) => location.pathname });
  const { data: shown } = useQuery(shownMonthQuery(target, id, { bulan }));
  // Not read (a draft's preview: only a published record has free days to show): the page goes without it.
  return shown ? { target, id, pathname, months: calendarMonths(), today: villageToday(), shown, foto } : null;
}

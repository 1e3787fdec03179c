/**
 * The availability calendar. An index route under /admin/kalender/, so the calendars' sync screen
 * (/admin/kalender/sinkronisasi) sits beside it rather than inside it.
 */
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { CalendarScreen } from '@client/features/admin/calendar/calendar-screen';
import { shownMonth } from '@client/features/admin/calendar/calendar-month';
import { validateCalendarSearch } from '@client/features/admin/calendar/calendar-search';
import { adminScreenRoute } from '@client/features/admin/layout/screen-route';
import { calendarOverviewQuery } from '../../../lib/admin-queries';

export const Route = createFileRoute('/admin/kalender/')({
  ...adminScreenRoute({ spinner: 'listSpinner', loadFailed: messages.adminCalendarLoadFailed }),
  // The loader reads the month with calendar-month.ts and admin-queries.ts, which travel with the screen
  // rather than with every page's first load.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: validateCalendarSearch,
  // No loaderDeps: the loader fills the first month, and another month is fetched by the screen, which keeps
  // the table on screen meanwhile instead of the route's spinner.
  loader: ({ context, location }) => context.queryClient.ensureQueryData(calendarOverviewQuery(shownMonth(location.search))),
  component: Kalender,
});

function Kalender() {
  // The hooks name the route by path, not through `Route`: the page's chunk then holds no reference back
  // to this file's options, which stay out of every other page's first load.
  const search = useSearch({ from: '/admin/kalender/' });
  const navigate = useNavigate({ from: '/admin/kalender/' });
  return <CalendarScreen search={search} onMonth={(bulan) => void navigate({ search: { bulan }, replace: true })} />;
}

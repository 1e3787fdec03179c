import { createFileRoute } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { CalendarSyncScreen } from '@client/features/admin/calendar-sync/calendar-sync-screen';
import { adminScreenRoute } from '@client/features/admin/layout/screen-route';
import { calendarSyncListQuery } from '../../lib/admin-queries';

// Beside the month view at /admin/kalender, not inside it (`kalender_`): a screen of its own, linked from there.
export const Route = createFileRoute('/admin/kalender_/sinkronisasi')({
  ...adminScreenRoute({ spinner: 'listSpinner', loadFailed: messages.adminCalendarSyncLoadFailed }),
  loader: ({ context }) => context.queryClient.ensureQueryData(calendarSyncListQuery()),
  component: CalendarSyncScreen,
});

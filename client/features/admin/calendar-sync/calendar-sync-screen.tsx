/**
 * "Sinkronisasi Kalender" (/admin/kalender/sinkronisasi, DESIGN.md §9): for every lodging, the secret address
 * other platforms read its closed nights from, and the other platforms' calendars it reads, with when each
 * was last read and why it last failed. What iCal can and cannot carry is said once, above them.
 */
import { useQuery } from '@tanstack/react-query';
import { messages } from '@shared/messages';
import { calendarSyncListQuery } from '@client/lib/admin-queries';
import { PendingConfirmDialog } from '@client/components/admin/confirm-dialog';
import { ScreenSection } from '@client/components/admin/screen-section';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';
import { LodgingCalendars } from './lodging-calendars';
import { useCalendarSyncActions } from './use-calendar-sync-actions';

export function CalendarSyncScreen() {
  const list = useQuery(calendarSyncListQuery());
  const actions = useCalendarSyncActions();
  return (
    <ScreenSection id="sinkronisasi" title={messages.adminCalendarSyncTitle}>
      <div className="mb-6 max-w-3xl space-y-2 text-slate-800">
        <p>{messages.adminCalendarSyncIntro}</p>
        <p className="rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-slate-900">{messages.adminCalendarSyncLimits}</p>
      </div>
      {list.isError ? (
        <AdminLoadError text={messages.adminCalendarSyncLoadFailed} />
      ) : !list.data ? (
        <AdminSpinner />
      ) : list.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-400 p-6 text-center text-slate-700">{messages.adminCalendarSyncEmpty}</p>
      ) : (
        <div className="space-y-6">
          {list.data.map((lodging) => (
            <LodgingCalendars key={lodging.accommodation_id} lodging={lodging} actions={actions} />
          ))}
        </div>
      )}
      <PendingConfirmDialog actions={actions} />
    </ScreenSection>
  );
}

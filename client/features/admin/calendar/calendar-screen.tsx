/**
 * The availability calendar (DESIGN.md §9): every lodging and package over one month, each day's cell
 * saying what is taken of what there is, and a day's cell opening its panel. The month lives in the URL
 * (calendar-search.ts); while another month loads, the one shown stays, dimmed.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { villageToday } from '@shared/event-time';
import { messages } from '@shared/messages';
import { calendarOverviewQuery } from '@client/lib/admin-queries';
import { ScreenSection } from '@client/components/admin/screen-section';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';
import { CalendarGrid, CalendarLegend } from './calendar-grid';
import { shownMonth } from './calendar-month';
import type { CalendarSearch } from './calendar-search';
import { DayPanel } from './day-panel';
import { MonthPicker } from './month-picker';

/** The chosen day, by its lodging or package and date: the panel shows it as the month is read again. */
interface Chosen {
  target: string;
  id: number;
  day: string;
}

export function CalendarScreen({ search, onMonth }: { search: CalendarSearch; onMonth: (month: string) => void }) {
  const today = villageToday();
  const month = shownMonth(search, today);
  const overview = useQuery(calendarOverviewQuery(month));
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const row = chosen ? overview.data?.rows.find((candidate) => candidate.target === chosen.target && candidate.id === chosen.id) : undefined;
  const day = chosen ? row?.days.find((candidate) => candidate.day === chosen.day) : undefined;
  return (
    <ScreenSection id="kalender" title={messages.adminCalendarTitle}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <MonthPicker month={month} onMonth={onMonth} />
        {/* Where the calendars of other platforms are linked: a screen of its own. */}
        <Link to="/admin/kalender/sinkronisasi" className="font-semibold text-emerald-800 underline hover:text-emerald-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600">
          {messages.adminCalendarSync}
        </Link>
      </div>
      {overview.isError ? (
        <AdminLoadError text={messages.adminCalendarLoadFailed} />
      ) : !overview.data ? (
        <AdminSpinner />
      ) : overview.data.rows.length === 0 ? (
        <p className="rounded-lg border border-slate-300 bg-white p-4 text-slate-700">{messages.adminCalendarEmpty}</p>
      ) : (
        <>
          <CalendarGrid
            overview={overview.data}
            today={today}
            busy={overview.isPlaceholderData}
            onSelect={(choice) => setChosen({ target: choice.row.target, id: choice.row.id, day: choice.day })}
          />
          <CalendarLegend />
        </>
      )}
      {row && day ? <DayPanel key={`${row.target}-${row.id}-${day.day}`} row={row} day={day} onDismiss={() => setChosen(null)} /> : null}
    </ScreenSection>
  );
}

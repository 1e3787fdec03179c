/**
 * "Ketersediaan": a lodging's or package's free days, one month at a time out of the six a visitor may
 * see, above its booking form and part of the same island (booking-section.tsx). The server renders the
 * month the page's address names (`?bulan=2027-05`), and the month links are plain links to the same page
 * with another month: without JavaScript a tap loads that page, scrolled to the calendar. With it, the
 * month is read and drawn in place and the address replaced to match (as the gallery does with its photo),
 * so the page is not loaded again and nothing typed into the booking form below is touched.
 */
import { useRef, useState, type MouseEvent } from 'react';
import type { AvailabilityTarget, MonthAvailability } from '@shared/availability';
import { formatCalendarMonth } from '@shared/event-time';
import { localizedPath } from '@shared/locale';
import { messages } from '@shared/messages/booking';
import { MonthTable } from './month-table';
import { toneName, tonesIn } from './month-grid';
import { TONE_STYLES } from './tone-styles';
import { shownAddressWith } from '@client/lib/shown-address';
import { detailHref } from '../detail-address';

const CALENDAR_ID = 'ketersediaan';

/** What the calendar is drawn from: plain JSON, as an island's props are. */
export interface CalendarProps {
  target: AvailabilityTarget;
  id: number;
  /** The page's path as the routes know it (an English page's without its /en). */
  pathname: string;
  /** The months a visitor may see, this one first (shared/availability.ts calendarMonths). */
  months: string[];
  /** The village's day the page was rendered on. */
  today: string;
  /** The month the page's address names, as the server read it. */
  shown: MonthAvailability;
  /** The gallery's photo the page's address names (`?foto=`), which the month links keep. */
  foto?: number;
}

/** The `bulan` param of the calendar at `month`: none for the first of `months` (this month, as the page was rendered). */
function monthParam(month: string, months: readonly string[]): string | undefined {
  return month === months[0] ? undefined : month;
}

/** A click the browser should handle itself: a new tab or window. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export function AvailabilityCalendar({ target, id, pathname, months, today, shown, foto }: CalendarProps) {
  const [month, setMonth] = useState(shown);
  const [reading, setReading] = useState<string | null>(null);
  // Said to screen readers once a month is drawn in place: the caption alone changes silently.
  const [announced, setAnnounced] = useState('');
  const table = useRef<HTMLTableElement>(null);
  const index = months.indexOf(month.month);
  const previous = index > 0 ? months[index - 1] : undefined;
  const next = index >= 0 ? months[index + 1] : undefined;
  const hrefOf = (to: string) => `${localizedPath(detailHref(pathname, { foto, bulan: monthParam(to, months) }))}#${CALENDAR_ID}`;

  // The month last asked for: an earlier answer that arrives after it is not drawn.
  const asked = useRef<string | null>(null);
  const page = async (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    asked.current = to;
    setReading(to);
    let read: MonthAvailability;
    try {
      const { trpcClient } = await import('@client/lib/trpc');
      read = await trpcClient.availability.month.query({ target, id, month: to });
    } catch {
      // Not read (no connection, or the script is gone): the link does what it does without scripts.
      window.location.assign(hrefOf(to));
      return;
    }
    if (asked.current !== to) return;
    asked.current = null;
    setReading(null);
    setMonth(read);
    setAnnounced(formatCalendarMonth(read.month));
    window.history.replaceState(window.history.state, '', shownAddressWith({ bulan: monthParam(to, months) }));
    // The link tapped is gone at either end of the six months: the focus goes to the month drawn.
    if (to === months[0] || to === months.at(-1)) table.current?.focus();
  };

  return (
    <section
      id={CALENDAR_ID}
      aria-labelledby={`${CALENDAR_ID}-title`}
      className="mt-10 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5"
    >
      <h2 id={`${CALENDAR_ID}-title`} className="text-xl font-bold text-slate-900">
        {messages.availabilityTitle}
      </h2>
      <p className="mt-1 text-slate-700">{messages.availabilityIntro}</p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {previous ? (
          <a href={hrefOf(previous)} onClick={(event) => void page(event, previous)} rel="prev" className={MONTH_LINK}>
            <span aria-hidden="true">‹</span>
            {messages.availabilityPrevious}
          </a>
        ) : null}
        {next ? (
          <a href={hrefOf(next)} onClick={(event) => void page(event, next)} rel="next" className={`ml-auto ${MONTH_LINK}`}>
            {messages.availabilityNext}
            <span aria-hidden="true">›</span>
          </a>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
      <MonthTable ref={table} target={target} month={month} today={today} busy={reading !== null} />
      <Legend month={month} />
    </section>
  );
}

const MONTH_LINK =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700/40';

/** What each look means, for the looks this month has. */
function Legend({ month }: { month: MonthAvailability }) {
  return (
    <div className="mt-4 text-sm text-slate-800">
      <p id={`${CALENDAR_ID}-legend`} className="font-semibold">
        {messages.availabilityLegend}
      </p>
      <ul aria-labelledby={`${CALENDAR_ID}-legend`} className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {tonesIn(month.days, month.size).map((tone) => (
          <li key={tone} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block h-4 w-4 rounded border ${TONE_STYLES[tone]}`} />
            {toneName(tone)}
          </li>
        ))}
      </ul>
    </div>
  );
}

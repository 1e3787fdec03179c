/**
 * One month as a table (WCAG 1.3.1): its caption names the month, a column per weekday from Monday with
 * the day's full name for screen readers, and in each cell the day's number, then its state in words.
 * Seven columns fit a phone's width: the words are small there and wrap between words.
 */
import type { Ref } from 'react';
import type { AvailabilityTarget, DayAvailability, MonthAvailability } from '@shared/availability';
import { formatCalendarMonth } from '@shared/event-time';
import { dayText, toneOf, weekdayColumns, weeksOf } from './month-grid';
import { TONE_STYLES } from './tone-styles';

interface Props {
  ref: Ref<HTMLTableElement>;
  target: AvailabilityTarget;
  month: MonthAvailability;
  today: string;
  /** Another month is being read. */
  busy: boolean;
}

export function MonthTable({ ref, target, month, today, busy }: Props) {
  return (
    <table
      ref={ref}
      tabIndex={-1}
      aria-busy={busy || undefined}
      className="mt-3 w-full table-fixed border-separate border-spacing-px text-center focus:outline-none sm:border-spacing-1"
    >
      <caption className="pb-2 text-lg font-bold text-slate-900">{formatCalendarMonth(month.month)}</caption>
      <thead>
        <tr>
          {weekdayColumns().map(({ short, full }) => (
            <th key={full} scope="col" className="pb-1 text-sm font-semibold text-slate-700">
              <span aria-hidden="true">{short}</span>
              <span className="sr-only">{full}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(month.days).map((week) => (
          <tr key={week.find(Boolean)?.day}>
            {week.map((day, column) => (day ? <DayCell key={day.day} day={day} target={target} size={month.size} today={today} /> : <td key={`blank-${column}`} />))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A day: its number, then its state; a past day is dimmed, its state said to screen readers only. */
function DayCell({ day, target, size, today }: { day: DayAvailability; target: AvailabilityTarget; size: number | null; today: string }) {
  const isToday = day.day === today;
  const tone = toneOf(day, size);
  return (
    <td
      aria-current={isToday ? 'date' : undefined}
      data-day={day.day}
      className={`h-14 rounded border px-0 py-1 align-top sm:h-16 sm:px-0.5 ${TONE_STYLES[tone]} ${isToday ? 'ring-2 ring-brand-700' : ''}`}
    >
      <time dateTime={day.day} className={`block ${tone === 'past' ? 'font-normal' : 'font-bold'}`}>
        {Number(day.day.slice(8))}
      </time>{' '}
      <span className={tone === 'past' ? 'sr-only' : 'block break-words text-[0.625rem] leading-tight tracking-tight sm:text-xs sm:tracking-normal'}>
        {dayText(day, target, size)}
      </span>
    </td>
  );
}

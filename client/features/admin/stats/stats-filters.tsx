/**
 * The period of the statistics: a year, and a month of it or "Semua bulan" (the whole year). Each change
 * goes to the URL (stats-search.ts) at once; the report's link carries the same period.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatCalendarMonth } from '@shared/event-time';
import { messages } from '@shared/messages';
import type { StatsPeriod } from '@shared/schemas/stats';
import { FILTER_CONTROL } from '@client/components/admin/filter-control';
import { BUTTON } from '@client/components/admin/fields';
import { statsSearchOf, yearOptions } from './stats-period';

/** The years offered: this one and the five before it (daily totals are kept two years by default). */
const YEARS_SHOWN = 6;

/** Each month by its name ("Mei"), as the calendar's months are written. */
const MONTHS = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, name: formatCalendarMonth(`2000-${String(index + 1).padStart(2, '0')}`).split(' ')[0] }));

function Select({ id, label, value, onChange, children }: { id: string; label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <div className="w-full sm:w-48">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={FILTER_CONTROL}>
        {children}
      </select>
    </div>
  );
}

export function StatsFilters({ period, thisYear, onChange }: { period: StatsPeriod; thisYear: number; onChange: (period: StatsPeriod) => void }) {
  const years = yearOptions(thisYear, YEARS_SHOWN);
  if (!years.includes(period.year)) years.push(period.year);
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end print:hidden">
      <Select id="statistik-tahun" label={messages.statsFilterYear} value={String(period.year)} onChange={(year) => onChange({ ...period, year: Number(year) })}>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Select>
      <Select
        id="statistik-bulan"
        label={messages.statsFilterMonth}
        value={period.month ? String(period.month) : ''}
        onChange={(month) => onChange(month ? { year: period.year, month: Number(month) } : { year: period.year })}
      >
        <option value="">{messages.statsAllMonths}</option>
        {MONTHS.map(({ month, name }) => (
          <option key={month} value={month}>
            {name}
          </option>
        ))}
      </Select>
      <Link to="/admin/statistik/laporan" search={statsSearchOf(period)} className={`${BUTTON.secondary} sm:ml-auto`}>
        {period.month ? messages.statsOpenReport : messages.statsOpenYearReport}
      </Link>
    </div>
  );
}

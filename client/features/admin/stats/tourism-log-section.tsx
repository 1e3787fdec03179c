/**
 * "Catatan Kunjungan", the tourism log (DESIGN.md §9): the period's entries by month, domestic against
 * foreign, as a chart and its table; and when one month is chosen, every attraction and package of that
 * month with its entry, each line filled in or changed in a small form below the table.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { message, messages } from '@shared/messages';
import type { StatsOverview, StatsPeriod, TourismLogLine } from '@shared/schemas/stats';
import { periodSlug, tourismLogTable, tourismMonthsTable } from '@shared/stats-tables';
import { tourismLogQuery } from '@client/lib/admin-queries';
import { BUTTON } from '@client/components/admin/fields';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';
import { firstColumns, StatsChart } from './stats-chart';
import { StatsSection } from './stats-sections';
import { StatsTableView } from './stats-table-view';
import { TourismLogForm } from './tourism-log-form';

const lineKey = (line: TourismLogLine) => `${line.target}-${line.target_id}`;

function TourismLogMonth({ period }: { period: StatsPeriod }) {
  const month = periodSlug(period);
  const log = useQuery(tourismLogQuery(month));
  const [editing, setEditing] = useState<string | null>(null);
  if (log.isError) return <AdminLoadError text={messages.statsLoadFailed} />;
  if (!log.data) return <AdminSpinner />;
  const lines = log.data;
  if (lines.length === 0) return <p className="text-slate-700">{messages.tourismLogEmpty}</p>;
  const open = lines.find((line) => lineKey(line) === editing);
  const action = (index: number) => {
    const line = lines[index];
    if (!line) return null;
    const label = line.entry ? messages.tourismLogEdit : messages.tourismLogFill;
    return (
      <button
        type="button"
        className={BUTTON.smallOutline}
        aria-label={message('tourismLogEditOf', { action: label, name: line.name })}
        aria-expanded={editing === lineKey(line)}
        onClick={() => setEditing(lineKey(line))}
      >
        {label}
      </button>
    );
  };
  return (
    <>
      <StatsTableView table={tourismLogTable(lines, month)} csvPeriod={period} action={{ header: messages.adminColActions, cell: action }} />
      {open ? <TourismLogForm key={editing} line={open} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

export function TourismLogSection({ overview, period }: { overview: StatsOverview; period: StatsPeriod }) {
  const months = tourismMonthsTable(overview);
  return (
    <StatsSection id="catatan" title={messages.tourismLogTitle}>
      <p className="mb-3 text-slate-700">{messages.tourismLogIntro}</p>
      <StatsChart kind="bar" table={months} series={firstColumns(2)} />
      <StatsTableView table={months} csvPeriod={overview.period} />
      {period.month ? <TourismLogMonth period={period} /> : <p className="text-slate-700">{messages.tourismLogChooseMonth}</p>}
    </StatsSection>
  );
}

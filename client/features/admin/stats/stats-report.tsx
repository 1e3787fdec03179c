/**
 * The report for the regency's tourism office (/admin/statistik/laporan?tahun=2027&bulan=5): one A4 page or
 * a few, in Indonesian, with the village's name and region, the period and the day it was made, and the
 * numbers of the statistics screen, from the same answers and the same tables (shared/stats-tables.ts):
 * the site's views and visitors, its top pages and devices, the booking requests by status, and the
 * tourism log with its sums. "Cetak" opens the browser's printing; the panel around the report, its
 * buttons and the toasts are not printed.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatCalendarDay, villageToday } from '@shared/event-time';
import { message, messages } from '@shared/messages';
import type { StatsOverview, StatsPeriod } from '@shared/schemas/stats';
import { confirmedShare, devicesTable, pagesTable, periodLabel, periodSlug, requestStatusTable, tourismLogTable, tourismMonthsTable } from '@shared/stats-tables';
import { villageRegion } from '@shared/village';
import { statsOverviewQuery, tourismLogQuery } from '@client/lib/admin-queries';
import { villageSettings } from '@client/lib/village';
import { BUTTON } from '@client/components/admin/fields';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';
import { statsSearchOf } from './stats-period';
import { StatsTableView, VisitTotals } from './stats-table-view';

/** The pages a report lists: the most viewed, enough for a page of paper. */
const REPORT_PAGES = 10;

/**
 * A4 paper, and only the report on it: the sidebar, the bar above the screen and the toasts are the
 * panel's, not the report's. Written here, it applies while the report is on screen and nowhere else.
 */
const PRINT_CSS = `
@page { size: A4; margin: 18mm 16mm; }
@media print {
  #admin-sidebar, div:has(> #admin-main) > header, [data-sonner-toaster] { display: none !important; }
  div:has(> #admin-main) { padding-left: 0 !important; }
  #admin-main { padding: 0 !important; }
  html, body, .min-h-screen { background: #fff !important; }
  .stats-report [role='region'], .stats-report tr { break-inside: avoid; }
  .stats-report h2 { break-after: avoid; }
}`;

function ReportPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`laporan-${id}-title`} className="mb-6">
      <h2 id={`laporan-${id}-title`} className="mb-2 border-b border-slate-400 pb-1 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function TourismLogPart({ overview, period }: { overview: StatsOverview; period: StatsPeriod }) {
  const month = periodSlug(period);
  const log = useQuery({ ...tourismLogQuery(month), enabled: Boolean(period.month) });
  if (!period.month) return <StatsTableView table={tourismMonthsTable(overview)} />;
  if (log.isError) return <AdminLoadError text={messages.statsLoadFailed} />;
  return log.data ? <StatsTableView table={tourismLogTable(log.data, month)} /> : <AdminSpinner />;
}

function ReportBody({ overview, period }: { overview: StatsOverview; period: StatsPeriod }) {
  const pages = pagesTable(overview);
  return (
    <>
      <ReportPart id="kunjungan" title={messages.statsReportVisits}>
        <VisitTotals totals={overview.totals} className="font-semibold text-slate-900" testId="report-totals" />
        <p className="mb-3 text-sm text-slate-700">{messages.statsVisitorsNote}</p>
        <StatsTableView table={{ ...pages, rows: pages.rows.slice(0, REPORT_PAGES) }} />
        <StatsTableView table={devicesTable(overview)} />
      </ReportPart>
      <ReportPart id="permintaan" title={messages.statsRequestsTitle}>
        <p className="mb-3 font-semibold text-slate-900" data-testid="report-confirmed">
          {confirmedShare(overview)}
        </p>
        <StatsTableView table={requestStatusTable(overview)} />
      </ReportPart>
      <ReportPart id="catatan" title={messages.tourismLogTitle}>
        <TourismLogPart overview={overview} period={period} />
      </ReportPart>
    </>
  );
}

export function StatsReport({ period }: { period: StatsPeriod }) {
  const overview = useQuery(statsOverviewQuery(period));
  const settings = villageSettings();
  return (
    <article aria-labelledby="laporan-title" className="stats-report mx-auto max-w-4xl bg-white p-6 text-slate-900 shadow-sm print:max-w-none print:p-0 print:shadow-none">
      <style>{PRINT_CSS}</style>
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Link to="/admin/statistik" search={statsSearchOf(period)} className={BUTTON.secondary}>
          {messages.statsReportBack}
        </Link>
        <button type="button" className={BUTTON.primary} onClick={() => window.print()}>
          {messages.statsReportPrint}
        </button>
      </div>
      <header className="mb-6 border-b-2 border-slate-900 pb-3">
        <p className="text-lg font-bold">{settings.title}</p>
        <p className="text-sm">{villageRegion(settings)}</p>
        <h1 id="laporan-title" className="mt-3 text-2xl font-bold">
          {period.month ? messages.statsReportTitle : messages.statsReportYearTitle}
        </h1>
        <p data-testid="report-period">{message('statsReportPeriod', { period: periodLabel(period) })}</p>
        <p className="text-sm">{message('statsReportMade', { date: formatCalendarDay(villageToday()) })}</p>
      </header>
      {overview.isError ? <AdminLoadError text={messages.statsLoadFailed} /> : overview.data ? <ReportBody overview={overview.data} period={period} /> : <AdminSpinner />}
    </article>
  );
}

/**
 * The sections of the statistics screen, each under its heading: the visits with their chart, where they
 * came from (pages, referring sites, devices, languages, campaigns), and the booking requests with their
 * chart and each package's and lodging's views against its requests. Every chart has its table below it.
 */
import type { ReactNode } from 'react';
import { BOOKING_STATUSES } from '@shared/constants';
import { messages } from '@shared/messages';
import type { StatsOverview } from '@shared/schemas/stats';
import { campaignsTable, confirmedShare, devicesTable, languagesTable, pagesTable, referrersTable, requestWeeksTable, targetsTable, visitsTable } from '@shared/stats-tables';
import { firstColumns, StatsChart } from './stats-chart';
import { StatsTableView, VisitTotals } from './stats-table-view';

export function StatsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mb-10">
      <h2 id={`${id}-title`} className="mb-3 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function VisitsSection({ overview }: { overview: StatsOverview }) {
  const table = visitsTable(overview);
  return (
    <StatsSection id="kunjungan" title={messages.statsVisitsTitle}>
      <VisitTotals totals={overview.totals} className="text-lg font-semibold text-slate-900" testId="stats-totals" />
      <p className="mb-3 text-sm text-slate-700">{messages.statsVisitorsNote}</p>
      <StatsChart kind="line" table={table} series={firstColumns(2)} />
      <StatsTableView table={table} csvPeriod={overview.period} />
    </StatsSection>
  );
}

export function AudienceSections({ overview }: { overview: StatsOverview }) {
  const parts = [
    { id: 'sumber', title: messages.statsReferrersTitle, table: referrersTable(overview) },
    { id: 'perangkat', title: messages.statsDevicesTitle, table: devicesTable(overview) },
    { id: 'bahasa', title: messages.statsLanguagesTitle, table: languagesTable(overview) },
    { id: 'kampanye', title: messages.statsCampaignsTitle, table: campaignsTable(overview) },
  ];
  return (
    <>
      <StatsSection id="halaman" title={messages.statsPagesTitle}>
        <StatsTableView table={pagesTable(overview)} csvPeriod={overview.period} />
      </StatsSection>
      <div className="grid gap-x-6 xl:grid-cols-2">
        {parts.map((part) => (
          <StatsSection key={part.id} id={part.id} title={part.title}>
            <StatsTableView table={part.table} csvPeriod={overview.period} />
          </StatsSection>
        ))}
      </div>
    </>
  );
}

export function RequestsSection({ overview }: { overview: StatsOverview }) {
  const weeks = requestWeeksTable(overview);
  return (
    <StatsSection id="permintaan" title={messages.statsRequestsTitle}>
      <p className="mb-3 text-lg font-semibold text-slate-900" data-testid="stats-confirmed">
        {confirmedShare(overview)}
      </p>
      <StatsChart kind="bar" stacked table={weeks} series={firstColumns(BOOKING_STATUSES.length)} />
      <StatsTableView table={weeks} csvPeriod={overview.period} />
      <StatsTableView table={targetsTable(overview)} csvPeriod={overview.period} />
    </StatsSection>
  );
}

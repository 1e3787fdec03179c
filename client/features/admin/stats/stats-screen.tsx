/**
 * /admin/statistik (admins and editors): the period's visits, where they came from, the booking requests
 * and the tourism log, each section under its heading with its tables and, where numbers change over
 * time, a chart. The period lives in the URL (stats-search.ts); while another period loads, the numbers
 * shown stay, dimmed.
 */
import { useQuery } from '@tanstack/react-query';
import { villageToday } from '@shared/event-time';
import { messages } from '@shared/messages';
import { statsOverviewQuery } from '@client/lib/admin-queries';
import { ScreenSection } from '@client/components/admin/screen-section';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';
import { StatsFilters } from './stats-filters';
import { readStatsPeriod, statsSearchOf } from './stats-period';
import type { StatsSearch } from './stats-search';
import { AudienceSections, RequestsSection, VisitsSection } from './stats-sections';
import { TourismLogSection } from './tourism-log-section';

export function StatsScreen({ search, onSearch }: { search: StatsSearch; onSearch: (next: StatsSearch) => void }) {
  const today = villageToday();
  const period = readStatsPeriod(search, today);
  const overview = useQuery(statsOverviewQuery(period));
  return (
    <ScreenSection id="statistik" title={messages.statsTitle}>
      <p className="mb-4 text-slate-700">{messages.statsIntro}</p>
      <StatsFilters period={period} thisYear={Number(today.slice(0, 4))} onChange={(next) => onSearch(statsSearchOf(next))} />
      {overview.isError ? (
        <AdminLoadError text={messages.statsLoadFailed} />
      ) : overview.data ? (
        <div aria-busy={overview.isPlaceholderData} className={overview.isPlaceholderData ? 'opacity-70' : undefined}>
          <VisitsSection overview={overview.data} />
          <AudienceSections overview={overview.data} />
          <RequestsSection overview={overview.data} />
          <TourismLogSection overview={overview.data} period={period} />
        </div>
      ) : (
        <AdminSpinner />
      )}
    </ScreenSection>
  );
}

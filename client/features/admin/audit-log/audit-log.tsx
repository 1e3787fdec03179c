/**
 * The activity log: every sign-in (failed ones too), sign-out, password change and change to the data,
 * newest first, fifty to a page, filtered by account, action, kind of data and days. The filters and the
 * page live in the URL (log-search.ts); a page's rows stay on screen while the next one loads.
 */
import { useQuery } from '@tanstack/react-query';
import { messages } from '@shared/messages';
import { auditListQuery, auditUsersQuery } from '@client/lib/queries';
import { ScreenSection } from '@client/components/admin/screen-section';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';
import { LogFilters, type LogFilterPatch } from './log-filters';
import { LogPager } from './log-pager';
import type { LogSearch } from './log-search';
import { LogTable } from './log-table';
import { isFiltered, readLogSearch } from './log-view';

/** `onSearch` updates the URL's latest search, which may be ahead of the `search` this render shows. */
type SearchUpdate = (update: (previous: LogSearch) => LogSearch) => void;

export function AuditLog({ search, onSearch }: { search: LogSearch; onSearch: SearchUpdate }) {
  const view = readLogSearch(search);
  const list = useQuery(auditListQuery(view));
  const users = useQuery(auditUsersQuery());
  return (
    <ScreenSection id="log" title={messages.adminLogTitle}>
      <LogFilters
        view={view}
        users={users.data ?? []}
        // A changed filter starts again at the newest page.
        onChange={(patch: LogFilterPatch) => onSearch(({ halaman: _page, ...previous }) => ({ ...previous, ...patch }))}
        onReset={() => onSearch(() => ({}))}
      />
      {list.isError ? (
        <AdminLoadError text={messages.adminLogLoadFailed} />
      ) : list.data ? (
        <>
          <LogTable rows={list.data.rows} empty={isFiltered(view) ? messages.adminLogNoMatch : messages.adminLogEmpty} busy={list.isPlaceholderData} />
          <LogPager page={view.page} total={list.data.total} pageSize={list.data.pageSize} onPage={(page) => onSearch((previous) => ({ ...previous, halaman: page > 1 ? String(page) : undefined }))} />
        </>
      ) : (
        <AdminSpinner />
      )}
    </ScreenSection>
  );
}

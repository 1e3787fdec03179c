/** The calendars a lodging reads: each one's name and address, when it was last read, how many bookings it gave, and why it last failed. */
import { message, messages } from '@shared/messages';
import type { FeedView } from '@shared/schemas/calendar-sync';
import { actionsColumn, AdminTable, NOWRAP_CELL, RowButton, type Column } from '@client/components/admin/admin-table';
import { BUTTON } from '@client/components/admin/fields';
import { formatVillageDateTime } from '@client/components/admin/village-time';
import { feedName } from './use-calendar-sync-actions';

function FeedCell({ feed }: { feed: FeedView }) {
  return (
    <>
      <span className="block font-semibold text-slate-900">{feedName(feed)}</span>
      <span className="block max-w-md break-all font-mono text-xs text-slate-700">{feed.url}</span>
      {feed.last_error ? (
        <span className="mt-1 block text-sm font-medium text-red-800">{message('adminCalendarSyncLastError', { error: feed.last_error })}</span>
      ) : null}
    </>
  );
}

export function FeedTable({ feeds, caption, busy, onRemove }: { feeds: readonly FeedView[]; caption: string; busy: boolean; onRemove: (feed: FeedView) => void }) {
  const columns: Column<FeedView>[] = [
    { header: messages.adminCalendarSyncColFeed, cell: (feed) => <FeedCell feed={feed} /> },
    {
      header: messages.adminCalendarSyncColLastSync,
      cell: (feed) => (feed.last_synced_at ? formatVillageDateTime(feed.last_synced_at) : messages.adminCalendarSyncNever),
      className: NOWRAP_CELL,
    },
    { header: messages.adminCalendarSyncColImported, cell: (feed) => feed.imported },
    actionsColumn((feed) => (
      <RowButton label={`${messages.adminCalendarSyncRemove} ${feedName(feed)}`} className={BUTTON.danger} disabled={busy} onClick={() => onRemove(feed)}>
        {messages.adminCalendarSyncRemove}
      </RowButton>
    )),
  ];
  return <AdminTable caption={caption} columns={columns} items={feeds} rowKey={(feed) => feed.id} empty={messages.adminCalendarSyncNoFeeds} />;
}

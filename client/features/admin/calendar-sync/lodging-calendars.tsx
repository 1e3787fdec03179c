/** One lodging on the sync screen: the address it publishes, the calendars it reads, "Sinkronkan sekarang" and "Tambah kalender". */
import { useRouteContext } from '@tanstack/react-router';
import { useId } from 'react';
import { messages } from '@shared/messages';
import type { LodgingSyncView } from '@shared/schemas/calendar-sync';
import { BUTTON } from '@client/components/admin/fields';
import { ExportAddress } from './export-address';
import { FeedForm } from './feed-form';
import { FeedTable } from './feed-table';
import type { CalendarSyncActions } from './use-calendar-sync-actions';

export function LodgingCalendars({ lodging, actions }: { lodging: LodgingSyncView; actions: CalendarSyncActions }) {
  const titleId = useId();
  const { siteUrl } = useRouteContext({ from: '__root__' });
  const syncing = actions.syncing === lodging.accommodation_id;
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-xl border border-slate-300 bg-white p-4 shadow-sm md:p-6">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {lodging.name}
      </h2>
      <ExportAddress url={`${siteUrl}${lodging.export_path}`} name={lodging.name} busy={actions.busy} onRegenerate={() => actions.askRegenerate(lodging)} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{messages.adminCalendarSyncFeedsTitle}</h3>
        {lodging.feeds.length > 0 ? (
          <button
            type="button"
            className={BUTTON.small}
            disabled={actions.syncing !== null}
            aria-busy={syncing}
            aria-label={`${messages.adminCalendarSyncSyncNow}: ${lodging.name}`}
            onClick={() => actions.sync(lodging)}
          >
            {syncing ? messages.adminBusy : messages.adminCalendarSyncSyncNow}
          </button>
        ) : null}
      </div>
      <FeedTable feeds={lodging.feeds} caption={`${messages.adminCalendarSyncFeedsTitle}: ${lodging.name}`} busy={actions.busy} onRemove={(feed) => actions.askRemove(lodging, feed)} />
      <FeedForm accommodationId={lodging.accommodation_id} name={lodging.name} />
    </section>
  );
}

/**
 * The booking inbox: every request, newest first, filtered by status, by package or lodging and by a
 * name, code or number, and the filtered list as a CSV file. The filters live in the URL (booking-search.ts).
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BOOKING_STATUSES, BOOKING_TARGETS, type BookingStatus } from '@shared/constants';
import { messages } from '@shared/messages';
import { bookingListQuery } from '@client/lib/queries';
import { OptionList } from '@client/components/admin/fields';
import { FilterButtons } from '@client/components/admin/filter-buttons';
import { FILTER_CONTROL, FilterControl } from '@client/components/admin/filter-control';
import { ScreenSection } from '@client/components/admin/screen-section';
import { SearchBox } from '@client/components/admin/search-box';
import { downloadCsv } from '@client/lib/save-file';
import { bookingsCsv, csvFileName } from './booking-csv';
import { filterBookings, targetOptions, type TargetOption } from './booking-filter';
import { bookingStatusLabel } from '@client/lib/booking-text';
import { targetKindLabel } from './booking-format';
import type { BookingSearch } from './booking-search';
import { BookingTable } from './booking-table';

const ALL = 'all';
const STATUS_OPTIONS = [{ value: ALL, label: messages.adminFilterAll }, ...BOOKING_STATUSES.map((status) => ({ value: status, label: bookingStatusLabel(status) }))];

export function BookingInbox({ search, onSearch }: { search: BookingSearch; onSearch: (next: BookingSearch) => void }) {
  const { data } = useSuspenseQuery(bookingListQuery());
  // The box keeps what is typed; the URL keeps it trimmed.
  const [term, setTerm] = useState(search.q ?? '');
  const shown = filterBookings(data, { ...search, q: term });
  const setStatus = (value: string) => onSearch({ ...search, status: value === ALL ? undefined : (value as BookingStatus) });
  return (
    <ScreenSection id="pemesanan" title={messages.adminBookingsTitle}>
      <div className="mb-4 flex flex-col gap-3">
        <FilterButtons label={messages.adminBookingsFilterStatus} options={STATUS_OPTIONS} value={search.status ?? ALL} onChange={setStatus} />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <TargetSelect options={targetOptions(data)} value={search.untuk ?? ''} onChange={(untuk) => onSearch({ ...search, untuk: untuk || undefined })} />
          <SearchBox
            label={messages.adminBookingsSearch}
            value={term}
            onChange={(text) => {
              setTerm(text);
              onSearch({ ...search, q: text.trim() || undefined });
            }}
          />
          <button
            type="button"
            onClick={() => downloadCsv(csvFileName(), bookingsCsv(shown))}
            className="rounded-md border border-emerald-800 bg-white px-4 py-2 font-semibold text-emerald-900 hover:bg-emerald-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 sm:ml-auto"
          >
            {messages.adminBookingsCsv}
          </button>
        </div>
      </div>
      <BookingTable items={shown} empty={data.length === 0 ? messages.adminBookingsEmpty : messages.adminBookingsNoMatch} />
    </ScreenSection>
  );
}

function TargetSelect({ options, value, onChange }: { options: TargetOption[]; value: string; onChange: (value: string) => void }) {
  const groups = BOOKING_TARGETS.map((target) => ({ target, items: options.filter((option) => option.target === target) }));
  return (
    <FilterControl label={messages.adminBookingsFilterTarget}>
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={FILTER_CONTROL}>
          <option value="">{messages.adminBookingsAllTargets}</option>
          {groups
            .filter((group) => group.items.length > 0)
            .map((group) => (
              <optgroup key={group.target} label={targetKindLabel(group.target)}>
                <OptionList options={group.items} />
              </optgroup>
            ))}
        </select>
      )}
    </FilterControl>
  );
}

/** Map locations, filtered by category (SPEC.md §2), stored on the server (DESIGN.md §1). */
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { MapCategory } from '../../../../shared/constants';
import { formatCoordinates } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import type { MapLocation } from '../../../../shared/schemas/map-location';
import { trpc } from '../../../lib/trpc';
import { RecordListView } from '../records/record-list-view';
import { EDIT_LINK_CLASS } from '../records/row-actions';
import { FilterButtons } from '../ui/filter-buttons';
import type { Column } from '../ui/record-table';
import { MAP_CATEGORY_LABEL, MAP_CATEGORY_OPTIONS } from './map-categories';

const COLUMNS: Column<MapLocation>[] = [
  { header: messages.adminColName, cell: (item) => item.name },
  { header: messages.adminColCategory, cell: (item) => MAP_CATEGORY_LABEL[item.category] },
  { header: messages.adminColCoordinates, cell: (item) => formatCoordinates(item) },
];

const FILTERS: { value: MapCategory | 'all'; label: string }[] = [{ value: 'all', label: messages.adminFilterAll }, ...MAP_CATEGORY_OPTIONS];

export function MapLocationList() {
  const [category, setCategory] = useState<MapCategory | 'all'>('all');
  const list = trpc.mapLocation.list.useQuery();
  const remove = trpc.mapLocation.delete.useMutation();
  return (
    <RecordListView
      kind="mapLocation"
      caption={messages.adminTabListMap}
      items={(list.data ?? []).filter((item) => category === 'all' || item.category === category)}
      columns={COLUMNS}
      empty={messages.emptyMapLocations}
      remove={(id) => remove.mutateAsync({ id })}
      deleted={messages.mapLocationDeleted}
      deleteFailed={messages.deleteFailed}
      filter={<FilterButtons label={messages.adminFilterLabel} options={FILTERS} value={category} onChange={setCategory} />}
      editLink={(item) => (
        <Link to="/admin/edit/map/$id" params={{ id: String(item.id) }} className={EDIT_LINK_CLASS} aria-label={`${messages.adminEdit} ${item.name}`}>
          {messages.adminEdit}
        </Link>
      )}
    />
  );
}

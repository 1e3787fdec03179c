import { Link } from '@tanstack/react-router';
import { messages } from '../../../../shared/messages';
import type { Facility } from '../../../../shared/schemas/facility';
import { trpc } from '../../../lib/trpc';
import { RecordListView } from '../records/record-list-view';
import { EDIT_LINK_CLASS } from '../records/row-actions';
import type { Column } from '../ui/record-table';

const COLUMNS: Column<Facility>[] = [
  { header: messages.adminColName, cell: (item) => item.name },
  { header: messages.adminColCoordinates, cell: (item) => item.location || '-' },
];

export function FacilityList() {
  const list = trpc.facility.list.useQuery();
  const remove = trpc.facility.delete.useMutation();
  return (
    <RecordListView
      kind="facility"
      caption={messages.adminTabListFasilitas}
      items={list.data ?? []}
      columns={COLUMNS}
      empty={messages.emptyFacilities}
      remove={(id) => remove.mutateAsync({ id })}
      deleted={messages.facilityDeleted}
      deleteFailed={messages.facilityDeleteFailed}
      editLink={(item) => (
        <Link to="/admin/edit/fasilitas/$id" params={{ id: String(item.id) }} className={EDIT_LINK_CLASS} aria-label={`${messages.adminEdit} ${item.name}`}>
          {messages.adminEdit}
        </Link>
      )}
    />
  );
}

import { Link } from '@tanstack/react-router';
import { formatAdminAccommodationPrice } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import type { Accommodation } from '../../../../shared/schemas/accommodation';
import { trpc } from '../../../lib/trpc';
import { RecordListView } from '../records/record-list-view';
import { EDIT_LINK_CLASS } from '../records/row-actions';
import type { Column } from '../ui/record-table';

const COLUMNS: Column<Accommodation>[] = [
  { header: messages.adminColName, cell: (item) => item.name },
  { header: messages.adminColPrice, cell: (item) => formatAdminAccommodationPrice(item.price) },
  { header: messages.adminColPhone, cell: (item) => item.phone || '-' },
];

export function AccommodationList() {
  const list = trpc.accommodation.list.useQuery();
  const remove = trpc.accommodation.delete.useMutation();
  return (
    <RecordListView
      kind="accommodation"
      caption={messages.adminTabListPenginapan}
      items={list.data ?? []}
      columns={COLUMNS}
      empty={messages.emptyAccommodations}
      remove={(id) => remove.mutateAsync({ id })}
      deleted={messages.accommodationDeleted}
      deleteFailed={messages.deleteFailed}
      editLink={(item) => (
        <Link to="/admin/edit/penginapan/$id" params={{ id: String(item.id) }} className={EDIT_LINK_CLASS} aria-label={`${messages.adminEdit} ${item.name}`}>
          {messages.adminEdit}
        </Link>
      )}
    />
  );
}

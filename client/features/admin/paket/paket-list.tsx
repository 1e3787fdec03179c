import { Link } from '@tanstack/react-router';
import { DELAY } from '../../../../shared/constants';
import { formatAdminPaketPrice } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import type { Paket } from '../../../../shared/schemas/paket';
import { trpc } from '../../../lib/trpc';
import { RecordListView } from '../records/record-list-view';
import { EDIT_LINK_CLASS } from '../records/row-actions';
import type { Column } from '../ui/record-table';

const COLUMNS: Column<Paket>[] = [
  { header: messages.adminColName, cell: (item) => item.name },
  { header: messages.adminColPrice, cell: (item) => formatAdminPaketPrice(item.price) },
  { header: messages.adminColPhone, cell: (item) => item.phone || '-' },
];

export function PaketList() {
  const list = trpc.paket.list.useQuery();
  const remove = trpc.paket.delete.useMutation();
  return (
    <RecordListView
      kind="paket"
      caption={messages.adminTabListPaket}
      items={list.data ?? []}
      columns={COLUMNS}
      empty={messages.emptyPakets}
      remove={(id) => remove.mutateAsync({ id })}
      deleted={messages.paketDeleted}
      deleteFailed={messages.deleteFailed}
      toastMs={DELAY.toastPaket}
      editLink={(item) => (
        <Link to="/admin/edit/paket/$id" params={{ id: String(item.id) }} className={EDIT_LINK_CLASS} aria-label={`${messages.adminEdit} ${item.name}`}>
          {messages.adminEdit}
        </Link>
      )}
    />
  );
}

/** Attractions (category filter All/Religi+Sejarah/Budaya/Pesisir) or UMKM, with search, edit and delete. */
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatPriceLine } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import type { Attraction } from '../../../../shared/schemas/attraction';
import { trpc } from '../../../lib/trpc';
import { ListToolbar } from '../records/list-screen';
import { EDIT_LINK_CLASS, RowActions } from '../records/row-actions';
import { useDeleteConfirm } from '../records/use-delete-confirm';
import { FilterButtons } from '../ui/filter-buttons';
import { RecordTable, type Column } from '../ui/record-table';
import { matchesName, SearchBox } from '../ui/search-box';

type Filter = 'all' | 'Religi' | 'Budaya' | 'Pesisir';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: messages.adminFilterAll },
  { value: 'Religi', label: 'Religi' },
  { value: 'Budaya', label: 'Budaya' },
  { value: 'Pesisir', label: 'Pesisir' },
];

/** Sejarah is grouped with Religi (DESIGN.md §6). */
function inFilter(attraction: Attraction, filter: Filter): boolean {
  if (filter === 'all') return true;
  if (filter === 'Religi') return attraction.category === 'Religi' || attraction.category === 'Sejarah';
  return attraction.category === filter;
}

const COLUMNS: Column<Attraction>[] = [
  { header: messages.adminColName, cell: (item) => item.name },
  { header: messages.adminColCategory, cell: (item) => item.category },
  { header: messages.adminColPrice, cell: (item) => formatPriceLine('attraction', item.price) },
  { header: messages.adminColPhone, cell: (item) => item.phone || '-' },
];

export function AttractionList({ kind }: { kind: 'wisata' | 'umkm' }) {
  const umkm = kind === 'umkm';
  const [filter, setFilter] = useState<Filter>('all');
  const [term, setTerm] = useState('');
  const list = trpc.attraction.list.useQuery();
  const remove = trpc.attraction.delete.useMutation();
  const deletion = useDeleteConfirm({
    kind: 'attraction',
    remove: (id) => remove.mutateAsync({ id }),
    success: umkm ? messages.umkmDeleted : messages.attractionDeleted,
    failure: umkm ? messages.umkmDeleteFailed : messages.attractionDeleteFailed,
  });
  const items = (list.data ?? []).filter(
    (item) => (umkm ? item.category === 'UMKM' : item.category !== 'UMKM' && inFilter(item, filter)) && matchesName(item.name, term),
  );

  return (
    <>
      <ListToolbar>
        {umkm ? <span /> : <FilterButtons label={messages.adminFilterLabel} options={FILTERS} value={filter} onChange={setFilter} />}
        <SearchBox value={term} onChange={setTerm} />
      </ListToolbar>
      <RecordTable
        caption={umkm ? messages.adminTabListUmkm : messages.adminTabListWisata}
        items={items}
        columns={umkm ? COLUMNS.filter((column) => column.header !== messages.adminColCategory) : COLUMNS}
        empty={umkm ? messages.emptyUmkm : messages.emptyAttractions}
        actions={(item) => (
          <RowActions
            name={item.name}
            onDelete={() => deletion.ask(item)}
            edit={
              umkm ? (
                <Link to="/admin/edit/umkm/$id" params={{ id: String(item.id) }} className={EDIT_LINK_CLASS} aria-label={`${messages.adminEdit} ${item.name}`}>
                  {messages.adminEdit}
                </Link>
              ) : (
                <Link to="/admin/edit/wisata/$id" params={{ id: String(item.id) }} className={EDIT_LINK_CLASS} aria-label={`${messages.adminEdit} ${item.name}`}>
                  {messages.adminEdit}
                </Link>
              )
            }
          />
        )}
      />
      {deletion.dialog}
    </>
  );
}

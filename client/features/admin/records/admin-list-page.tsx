/** The list screen of every admin kind: heading, list / add tabs (`?tab=tambah`), filter, search, table. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type ComponentType } from 'react';
import { messages } from '../../../../shared/messages';
import { FilterButtons } from '../ui/filter-buttons';
import type { AdminKindDeclaration, ListedRecord } from './admin-kind';
import { ListScreen } from './list-screen';
import { RecordListView } from './record-list-view';
import { EDIT_LINK_CLASS } from './row-actions';
import type { RecordFormProps } from './use-record-form';

const ALL = 'all';

interface Props<R extends ListedRecord> {
  kind: AdminKindDeclaration<R>;
  Form: ComponentType<RecordFormProps<R>>;
}

export function AdminListPage<R extends ListedRecord>({ kind, Form }: Props<R>) {
  const tab = useSearch({ strict: false, select: (search) => search.tab });
  const navigate = useNavigate();
  const showList = () => void navigate({ to: '.', search: {}, ignoreBlocker: true });
  return (
    <ListScreen
      id={kind.screen}
      title={kind.title}
      labels={kind.labels}
      tab={tab ?? 'daftar'}
      onTab={(next) => void navigate({ to: '.', search: next === 'tambah' ? { tab: 'tambah' } : {} })}
      list={<AdminRecordList kind={kind} />}
      form={<Form kind={kind} onDone={showList} />}
    />
  );
}

function AdminRecordList<R extends ListedRecord>({ kind }: { kind: AdminKindDeclaration<R> }) {
  const { data } = useSuspenseQuery(kind.list());
  const [filter, setFilter] = useState(ALL);
  const items = data.filter((item) => (kind.shows?.(item) ?? true) && (filter === ALL || !kind.filter || kind.filter.matches(item, filter)));
  return (
    <RecordListView
      kind={kind.record}
      caption={kind.labels.daftar}
      items={items}
      columns={kind.columns}
      empty={kind.empty}
      remove={kind.remove}
      deleted={kind.toasts.deleted}
      deleteFailed={kind.toasts.deleteFailed}
      toastMs={kind.toasts.ms}
      filter={
        kind.filter ? (
          <FilterButtons label={messages.adminFilterLabel} options={[{ value: ALL, label: messages.adminFilterAll }, ...kind.filter.options]} value={filter} onChange={setFilter} />
        ) : undefined
      }
      editLink={(item) => (
        <Link to={`/admin/edit/${kind.screen}/$id`} params={{ id: String(item.id) }} className={EDIT_LINK_CLASS} aria-label={`${messages.adminEdit} ${item.name}`}>
          {messages.adminEdit}
        </Link>
      )}
    />
  );
}

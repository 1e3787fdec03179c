/**
 * The list screen of every admin kind: heading, list / add tabs (`?tab=tambah`), filters, search, table.
 * Drafts are listed with the rest, and the status filter (`?status=draft|published`) shows only one of
 * the two. A kind that can copy opens its add form from a listed record with `?tab=tambah&salin=<id>`. A
 * kind with English texts marks each record with a text in Indonesian only ("Belum diterjemahkan", in a
 * column of its own), and can show only those.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { message, messages } from '@shared/messages';
import type { RecordStatus } from '@shared/schemas/lifecycle';
import { FilterButtons } from '@client/components/admin/filter-buttons';
import type { AdminKindDeclaration, ListedRecord } from './admin-kind';
import { translationColumn } from './columns';
import { ListScreen } from './list-screen';
import { RecordListView } from './record-list-view';
import { COPY_LINK_CLASS, EDIT_LINK_CLASS } from './row-actions';
import type { KindForm } from './record-form';

const ALL = 'all';

interface Props<R extends ListedRecord> {
  kind: AdminKindDeclaration<R>;
  Form: KindForm<R>;
}

export function AdminListPage<R extends ListedRecord>({ kind, Form }: Props<R>) {
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const showList = () => void navigate({ to: '.', search: {}, ignoreBlocker: true });
  // Under `strict: false` the search is every route's: only the list routes' own values count here.
  const status = search.status === 'draft' || search.status === 'published' ? search.status : undefined;
  const onStatus = (next: RecordStatus | undefined) => void navigate({ to: '.', search: next ? { status: next } : {}, replace: true });
  return (
    <ListScreen
      id={kind.screen}
      title={kind.title}
      labels={kind.labels}
      tab={search.tab ?? 'daftar'}
      onTab={(next) => void navigate({ to: '.', search: next === 'tambah' ? { tab: 'tambah' } : {} })}
      list={<AdminRecordList kind={kind} status={status} onStatus={onStatus} translated={Form.translated.length > 0} />}
      form={<AddForm kind={kind} Form={Form} copyOf={search.salin} onDone={showList} />}
    />
  );
}

/** The add form, blank or started from the listed record `copyOf` (when the kind copies and it is listed). */
function AddForm<R extends ListedRecord>({ kind, Form, copyOf, onDone }: Props<R> & { copyOf: number | undefined; onDone: () => void }) {
  const { data } = useSuspenseQuery(kind.adminList());
  const template = kind.copy && copyOf !== undefined ? data.find((item) => item.id === copyOf) : undefined;
  return (
    <>
      {template && kind.copy ? (
        <p role="status" className="mb-4 rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {kind.copy.note(template)}
        </p>
      ) : null}
      <Form key={template?.id ?? 'new'} kind={kind} template={template} onDone={onDone} />
    </>
  );
}

const STATUS_OPTIONS = [
  { value: ALL, label: messages.adminFilterAll },
  { value: 'draft', label: messages.adminStatus_draft },
  { value: 'published', label: messages.adminStatus_published },
] as const;

const UNTRANSLATED = 'untranslated';
const TRANSLATION_OPTIONS = [
  { value: ALL, label: messages.adminFilterAll },
  { value: UNTRANSLATED, label: messages.adminUntranslated },
] as const;

interface ListProps<R extends ListedRecord> {
  kind: AdminKindDeclaration<R>;
  status: RecordStatus | undefined;
  onStatus: (status: RecordStatus | undefined) => void;
  /** Whether its records have English texts: the list then filters by them. */
  translated: boolean;
}

function AdminRecordList<R extends ListedRecord>({ kind, status, onStatus, translated }: ListProps<R>) {
  const { data } = useSuspenseQuery(kind.adminList());
  const [filter, setFilter] = useState(ALL);
  const [translation, setTranslation] = useState<(typeof TRANSLATION_OPTIONS)[number]['value']>(ALL);
  const ordered = kind.order?.(data) ?? data;
  const items = ordered.filter(
    (item) =>
      (kind.shows?.(item) ?? true) &&
      (status === undefined || item.meta.status === status) &&
      (translation === ALL || item.untranslated) &&
      (filter === ALL || !kind.filter || kind.filter.matches(item, filter)),
  );
  return (
    <RecordListView
      kind={kind.record}
      caption={kind.labels.daftar}
      items={items}
      columns={translated ? [...kind.columns, translationColumn()] : kind.columns}
      empty={kind.empty}
      remove={kind.remove}
      deleteFailed={kind.toasts.deleteFailed}
      toastMs={kind.toasts.ms}
      filter={
        <div className="flex flex-col gap-3">
          <FilterButtons
            label={messages.adminFilterRecordStatus}
            options={STATUS_OPTIONS}
            value={status ?? ALL}
            onChange={(value) => onStatus(value === ALL ? undefined : value)}
          />
          {translated ? <FilterButtons label={messages.adminFilterTranslation} options={TRANSLATION_OPTIONS} value={translation} onChange={setTranslation} /> : null}
          {kind.filter ? (
            <FilterButtons
              label={kind.filter.label ?? messages.adminFilterLabel}
              options={[{ value: ALL, label: messages.adminFilterAll }, ...kind.filter.options]}
              value={filter}
              onChange={setFilter}
            />
          ) : null}
        </div>
      }
      editLink={(item) => (
        <Link to="/admin/edit/$screen/$id" params={{ screen: kind.screen, id: String(item.id) }} className={EDIT_LINK_CLASS} aria-label={`${messages.adminEdit} ${item.name}`}>
          {messages.adminEdit}
        </Link>
      )}
      copyLink={
        kind.copy
          ? (item) => (
              <Link
                to="/admin/daftar/$screen"
                params={{ screen: kind.screen }}
                search={{ tab: 'tambah', salin: item.id }}
                className={COPY_LINK_CLASS}
                aria-label={message('adminCopyLabel', { name: item.name })}
              >
                {messages.adminCopy}
              </Link>
            )
          : undefined
      }
    />
  );
}

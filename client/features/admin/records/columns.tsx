/** Columns more than one kind's table shows (SPEC.md §2). */
import { messages } from '@shared/messages';
import type { RecordMeta } from '@shared/schemas/lifecycle';
import type { Column } from '@client/components/admin/record-table';
import type { ListedRecord } from './admin-kind';
import { StatusBadge, UntranslatedBadge } from './status-badge';

/** The name, and beside a draft's its "Draf" badge: a draft is not on the public site yet. */
export function nameColumn<R extends ListedRecord & { meta: RecordMeta }>(): Column<R> {
  return {
    header: messages.adminColName,
    cell: (item) =>
      item.meta.status === 'draft' ? (
        <span className="inline-flex flex-wrap items-center gap-2">
          {item.name}
          <StatusBadge status="draft" />
        </span>
      ) : (
        item.name
      ),
  };
}

export function phoneColumn<R extends { phone: string }>(): Column<R> {
  return { header: messages.adminColPhone, cell: (item) => item.phone || '-' };
}

/**
 * "Belum diterjemahkan" on a record with a descriptive text in Indonesian only (its English page shows the
 * Indonesian text): every list of a kind with English texts ends with it (admin-list-page.tsx).
 */
export function translationColumn<R extends { untranslated: boolean }>(): Column<R> {
  return { header: messages.adminColTranslation, cell: (item) => (item.untranslated ? <UntranslatedBadge /> : null) };
}

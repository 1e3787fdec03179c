/** Columns more than one kind's table shows (SPEC.md §2). */
import { messages } from '../../../../../shared/messages';
import type { Column } from '../../ui/record-table';
import type { ListedRecord } from '../admin-kind';

export function nameColumn<R extends ListedRecord>(): Column<R> {
  return { header: messages.adminColName, cell: (item) => item.name };
}

export function phoneColumn<R extends { phone: string }>(): Column<R> {
  return { header: messages.adminColPhone, cell: (item) => item.phone || '-' };
}

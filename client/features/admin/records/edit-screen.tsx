import type { ReactNode } from 'react';
import { message } from '@shared/messages';
import type { RecordMeta } from '@shared/schemas/lifecycle';
import { formatVillageDateTime } from '@client/components/admin/village-time';
import { StatusBadge } from './status-badge';

/**
 * Heading and frame of an edit screen (SPEC.md §2): the record's status beside the title, and who changed
 * it last and when (on the village's clock).
 */
export function EditScreen({ title, meta, children }: { title: string; meta: RecordMeta; children: ReactNode }) {
  const time = formatVillageDateTime(meta.updatedAt);
  return (
    <section aria-labelledby="edit-title">
      <div className="mb-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="edit-title" className="text-2xl font-bold text-slate-900">
            {title}
          </h1>
          <StatusBadge status={meta.status} />
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {meta.updatedBy ? message('adminLastChangedBy', { name: meta.updatedBy, time }) : message('adminLastChangedAt', { time })}
        </p>
      </div>
      {children}
    </section>
  );
}

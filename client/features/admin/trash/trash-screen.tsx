/**
 * The trash (/admin/sampah): what was deleted from the record screens, kept TRASH_RETENTION_DAYS days
 * (the server deletes older ones for good), to restore or to delete for good before then.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { message, messages } from '@shared/messages';
import { TRASH_RETENTION_DAYS } from '@shared/schemas/lifecycle';
import { trashListQuery } from '@client/lib/admin-queries';
import { TrashTable } from './trash-table';
import { useTrashActions } from './use-trash-actions';

export function TrashScreen() {
  const { data } = useSuspenseQuery(trashListQuery());
  const actions = useTrashActions();
  return (
    <section aria-labelledby="sampah-title">
      <h1 id="sampah-title" className="mb-2 text-2xl font-bold text-slate-900">
        {messages.adminTrashTitle}
      </h1>
      <p className="mb-4 text-sm text-slate-700">{message('adminTrashNote', { days: TRASH_RETENTION_DAYS })}</p>
      <TrashTable items={data} busy={actions.busy} onRestore={actions.restore} onPurge={actions.askPurge} />
      {actions.dialog}
    </section>
  );
}

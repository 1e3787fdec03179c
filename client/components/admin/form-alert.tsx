import { messages } from '@shared/messages';

/**
 * The form's validation sentence (SPEC.md §5), announced; plus the restored-draft note, which says so
 * when the draft was merged with a newer save and some fields wait for the admin's choice.
 */
export function FormAlert({ id, error, restored, conflicts }: { id: string; error: string | null; restored?: boolean; conflicts?: boolean }) {
  return (
    <>
      {restored ? (
        <p role="status" className="rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {messages.adminDraftRestored}
          {conflicts ? ` ${messages.adminDraftMerged}` : null}
        </p>
      ) : null}
      <div id={id} role="alert" className={error ? 'rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800' : 'sr-only'}>
        {error}
      </div>
    </>
  );
}

import { messages } from '@shared/messages/public';

/** The admin loading indicator (SPEC.md §4); announced politely to screen readers. */
export function AdminSpinner() {
  return (
    <div role="status" className="flex min-h-48 items-center justify-center gap-3 text-slate-700">
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-slate-300 border-t-emerald-700" />
      <span>{messages.adminLoading}</span>
    </div>
  );
}

export function AdminLoadError({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-center font-medium text-red-800">
      {text}
    </p>
  );
}

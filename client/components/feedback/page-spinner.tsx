import { messages } from '@shared/messages/public';

/** The route pending screen; routes keep it up for SPEC.md §4's minimum via `pendingMinMs`. */
export function PageSpinner() {
  return (
    <div role="status" data-testid="page-spinner" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-brand-700">
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <span className="text-sm font-medium">{messages.loading}</span>
    </div>
  );
}

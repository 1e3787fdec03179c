/** Paging through the log: "Sebelumnya" / "Berikutnya", which page of how many, and how many rows match. */
import { message, messages } from '@shared/messages';
import { pageLabel } from './log-format';

const BUTTON =
  'rounded-md border border-emerald-800 bg-white px-4 py-2 font-semibold text-emerald-900 hover:bg-emerald-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-600 disabled:hover:bg-white';

export function LogPager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={messages.adminLogPaging} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <button type="button" disabled={page <= 1} onClick={() => onPage(Math.min(page, pages + 1) - 1)} className={BUTTON}>
        {messages.adminLogPrev}
      </button>
      <p className="text-center text-slate-800">
        <span className="font-semibold">{pageLabel(page, pages)}</span>
        <span aria-hidden="true"> · </span>
        <span>{message('adminLogTotal', { n: total.toLocaleString('id-ID') })}</span>
      </p>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} className={BUTTON}>
        {messages.adminLogNext}
      </button>
    </nav>
  );
}

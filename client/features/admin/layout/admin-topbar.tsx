/** Admin bar (SPEC.md §2): live Indonesian date and time, "Administrator", "Panel Pengelolaan WebGIS". */
import { messages } from '@shared/messages';
import { formatDateTime, useNow } from './use-now';

export function AdminTopbar({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const now = useNow();
  return (
    <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-slate-300 bg-white px-4 py-3 shadow-sm">
      <button
        type="button"
        onClick={onToggleMenu}
        aria-expanded={menuOpen}
        aria-controls="admin-sidebar"
        className="rounded-md border border-slate-400 px-3 py-2 text-sm font-semibold text-slate-800 md:hidden"
      >
        {menuOpen ? messages.adminCloseMenu : messages.adminOpenMenu}
      </button>
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold leading-tight text-slate-900">{messages.adminTitle}</p>
        <p className="text-sm text-slate-700">{messages.adminSubtitle}</p>
      </div>
      <time dateTime={now.toISOString()} className="hidden text-right text-sm text-slate-700 sm:block" data-testid="admin-clock">
        {formatDateTime(now)}
      </time>
    </header>
  );
}

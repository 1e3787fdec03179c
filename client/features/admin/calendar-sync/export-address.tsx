/** A lodging's secret calendar address for other platforms: read-only, copied with one button, replaced with another. */
import { useId } from 'react';
import { messages } from '@shared/messages';
import { toast } from '@client/lib/toast';
import { BUTTON } from '@client/components/admin/fields';

export function ExportAddress({ url, name, busy, onRegenerate }: { url: string; name: string; busy: boolean; onRegenerate: () => void }) {
  const inputId = useId();
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast.success(messages.adminCalendarSyncCopied),
      () => toast.error(messages.adminCalendarSyncCopyFailed),
    );
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-slate-800">
        {messages.adminCalendarSyncExportLabel}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          type="text"
          readOnly
          value={url}
          aria-describedby={`${inputId}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-600"
        />
        <button type="button" className={BUTTON.secondary} onClick={() => void copy()} aria-label={`${messages.adminCalendarSyncCopy} ${messages.adminCalendarSyncExportLabel.toLowerCase()} ${name}`}>
          {messages.adminCalendarSyncCopy}
        </button>
        <button type="button" className={BUTTON.secondary} disabled={busy} onClick={onRegenerate} aria-label={`${messages.adminCalendarSyncRegenerate} ${name}`}>
          {messages.adminCalendarSyncRegenerate}
        </button>
      </div>
      <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
        {messages.adminCalendarSyncExportHint}
      </p>
    </div>
  );
}

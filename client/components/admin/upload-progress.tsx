import { message, messages } from '@shared/messages';

/** Real upload progress from XHR (DESIGN.md §7). */
export function UploadProgress({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return (
    <div className="space-y-1">
      <progress className="h-2 w-full accent-emerald-700" max={100} value={percent} aria-label={messages.adminUploadLabel} />
      <p className="text-sm text-slate-700">{message('adminUploading', { n: percent })}</p>
    </div>
  );
}

import { message, messages } from '@shared/messages';

/** Where a save's upload is: its photos being shrunk before the request starts, or the percent sent. */
export type UploadStage = 'preparing' | number;

/** Real upload progress from XHR (DESIGN.md §7); while the photos shrink, a bar without a value. */
export function UploadProgress({ stage }: { stage: UploadStage | null }) {
  if (stage === null) return null;
  const preparing = stage === 'preparing';
  return (
    <div className="space-y-1">
      <progress className="h-2 w-full accent-emerald-700" max={100} value={preparing ? undefined : stage} aria-label={messages.adminUploadLabel} />
      <p className="text-sm text-slate-700">{preparing ? messages.adminPreparingPhotos : message('adminUploading', { n: stage })}</p>
    </div>
  );
}

/** Over a draft opened by a signed-in editor: the page is a preview, not yet on the public site. */
import { messages } from '@shared/messages/preview';

export function PreviewBanner() {
  return (
    <p role="status" className="mb-4 rounded-lg border-2 border-amber-500 bg-amber-100 px-4 py-3 font-semibold text-amber-950">
      {messages.previewDraftBanner}
    </p>
  );
}

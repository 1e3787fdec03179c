/** The English sentences of the preview part (preview.ts), for visitors of the `/en` pages. */
import type { PreviewMessageKey } from './preview';

export const messages: Record<PreviewMessageKey, string> = {
  previewDraftBanner: 'Draft preview — not yet visible to visitors',
};

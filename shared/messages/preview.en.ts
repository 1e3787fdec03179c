/** The English sentences of the preview part (preview.ts), for visitors of the `/en` pages. */
import type { PreviewMessageKey } from './preview';

export const messages: Partial<Record<PreviewMessageKey, string>> = {};

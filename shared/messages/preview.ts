/**
 * The sentence of a draft's preview: a signed-in editor opening a record that is not published yet sees it
 * over the public page. A part of its own, loaded with the banner only when the record is a draft, so the
 * visitors' pages do not carry it.
 */
import { localized } from './localized';

/** The Indonesian sentences, as written; English beside them in the `.en.ts` file of this part. */
export const catalogue = {
  previewDraftBanner: 'Pratinjau draf — belum terlihat oleh pengunjung',
} as const;

/** Each sentence in the language being rendered (localized.ts). */
export const messages = localized(catalogue);
export type PreviewMessageKey = keyof typeof catalogue;

/**
 * The sentence of a draft's preview: a signed-in editor opening a record that is not published yet sees it
 * over the public page. A part of its own, loaded with the banner only when the record is a draft, so the
 * visitors' pages do not carry it.
 */
export const messages = {
  previewDraftBanner: 'Pratinjau draf — belum terlihat oleh pengunjung',
} as const;

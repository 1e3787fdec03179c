/** The public menu (SPEC.md §2, public top bar), shared by the desktop bar, the mobile menu and the footer. */
import { DETAIL_PAGES, KULINER_CATEGORIES } from '@shared/constants';
import type { PublicMessageKey } from '@shared/messages/public';

/** A section of a list page; its label is read where it is shown, in the page's language. */
export interface AnchorItem {
  hash: string;
  label: PublicMessageKey;
}

export const WISATA_ANCHORS: readonly AnchorItem[] = [
  { hash: 'paket', label: 'sectionPaket' },
  { hash: 'religi', label: 'sectionReligi' },
  { hash: 'budaya', label: 'sectionBudaya' },
  { hash: 'pesisir', label: 'sectionPesisir' },
  { hash: 'umkm', label: 'sectionUmkm' },
];

export const FASILITAS_ANCHORS: readonly AnchorItem[] = [
  { hash: 'fasilitas', label: 'sectionFasilitas' },
  { hash: 'penginapan', label: 'sectionPenginapan' },
];

export const KULINER_ANCHORS: readonly AnchorItem[] = KULINER_CATEGORIES.map((category) => ({ hash: category.toLowerCase(), label: `kulinerSection_${category}` as const }));

/** A list page and the detail pages of the records it shows (DETAIL_PAGES' `list`). */
function listed(list: string): string[] {
  return [list, ...Object.values(DETAIL_PAGES).flatMap((page) => (page.list === list && page.path !== list ? [`${page.path}/`] : []))];
}

/** Path prefixes that make a menu item active (SPEC.md §2: detail routes count under their list). */
export const ACTIVE_PREFIXES = {
  about: ['/about'],
  wisata: listed('/attractions'),
  fasilitas: listed('/facilities'),
  kuliner: listed('/kuliner'),
  agenda: listed('/agenda'),
  peta: ['/peta-desa'],
  masterplan: ['/masterplan-'],
} as const;

export type MenuKey = keyof typeof ACTIVE_PREFIXES;

export function isActive(pathname: string, key: MenuKey): boolean {
  return ACTIVE_PREFIXES[key].some((prefix) => pathname.startsWith(prefix));
}

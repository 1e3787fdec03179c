/** The public menu (SPEC.md §2, public top bar), shared by the desktop bar, the mobile menu and the footer. */
import { DETAIL_PAGES, KULINER_CATEGORIES } from '@shared/constants';
import { messages } from '@shared/messages/public';

export interface AnchorItem {
  hash: string;
  label: string;
}

export const WISATA_ANCHORS: readonly AnchorItem[] = [
  { hash: 'paket', label: messages.sectionPaket },
  { hash: 'religi', label: messages.sectionReligi },
  { hash: 'budaya', label: messages.sectionBudaya },
  { hash: 'pesisir', label: messages.sectionPesisir },
  { hash: 'umkm', label: messages.sectionUmkm },
];

export const FASILITAS_ANCHORS: readonly AnchorItem[] = [
  { hash: 'fasilitas', label: messages.sectionFasilitas },
  { hash: 'penginapan', label: messages.sectionPenginapan },
];

export const KULINER_ANCHORS: readonly AnchorItem[] = KULINER_CATEGORIES.map((category) => ({ hash: category.toLowerCase(), label: messages[`kulinerSection_${category}`] }));

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

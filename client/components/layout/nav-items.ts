/** The public menu (SPEC.md §2, public top bar), shared by the desktop bar, the mobile menu and the footer. */
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

/** Path prefixes that make a menu item active (SPEC.md §2: detail routes count under their list). */
export const ACTIVE_PREFIXES = {
  about: ['/about'],
  wisata: ['/attractions', '/attraction/', '/paket/'],
  fasilitas: ['/facilities', '/facility/', '/accommodation/'],
  agenda: ['/agenda'],
  peta: ['/peta-desa'],
  masterplan: ['/masterplan-'],
} as const;

export type MenuKey = keyof typeof ACTIVE_PREFIXES;

export function isActive(pathname: string, key: MenuKey): boolean {
  return ACTIVE_PREFIXES[key].some((prefix) => pathname.startsWith(prefix));
}

/** What the two list pages show (SPEC.md §2) and how search narrows it (SPEC.md §5). */
import type { ImageRef } from '@shared/schemas/common';
import type { RecordKind } from '../../components/ui/record-link';

export interface ListingItem {
  id: number;
  kind: RecordKind;
  name: string;
  description: string;
  /** `'id'` on an English page whose record has no English description yet (lib/record-language.ts). */
  descriptionLang?: 'id' | undefined;
  image: ImageRef | undefined;
  /** Empty when the record has no price (facilities). */
  priceLine: string;
}

export interface ListingSection {
  /** The section's anchor (#paket, #religi, …). */
  id: string;
  title: string;
  description: string;
  items: ListingItem[];
}

/** Case-insensitive substring match on the name; sections left empty are dropped (SPEC.md §2, §5). */
export function filterSections(sections: ListingSection[], term: string): ListingSection[] {
  const needle = term.trim().toLocaleLowerCase('id-ID');
  return sections
    .map((section) =>
      needle === '' ? section : { ...section, items: section.items.filter((item) => item.name.toLocaleLowerCase('id-ID').includes(needle)) },
    )
    .filter((section) => section.items.length > 0);
}

/** The records a list page shows for a term, in its order (its JSON-LD list). */
export function shownItems(sections: ListingSection[], term: string): ListingItem[] {
  return filterSections(sections, term).flatMap((section) => section.items);
}

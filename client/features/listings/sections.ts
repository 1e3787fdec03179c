/** The sections of the list pages, in SPEC.md §2's order; attractions by ATTRACTION_CATEGORY_GROUPS (DESIGN.md §6). */
import { inAttractionGroup, KULINER_CATEGORIES, type AttractionGroup } from '@shared/constants';
import { formatPriceLine, formatPriceRange } from '@shared/format';
import { messages } from '@shared/messages/public';
import type { Accommodation } from '@shared/schemas/accommodation';
import type { Attraction } from '@shared/schemas/attraction';
import type { Facility } from '@shared/schemas/facility';
import type { Kuliner } from '@shared/schemas/kuliner';
import type { Paket } from '@shared/schemas/paket';
import type { ListingItem, ListingSection } from './listing';
import { fallbackLang } from '@client/lib/record-language';

function attractionItem(record: Attraction): ListingItem {
  return { id: record.id, kind: 'attraction', name: record.name, description: record.description, descriptionLang: fallbackLang(record, 'description'), image: record.images[0], priceLine: formatPriceLine('attraction', record.price) };
}

function inGroup(attractions: Attraction[], group: AttractionGroup): ListingItem[] {
  return attractions.filter((record) => inAttractionGroup(record.category, group)).map(attractionItem);
}

export function attractionSections(attractions: Attraction[], pakets: Paket[]): ListingSection[] {
  return [
    {
      id: 'paket',
      title: messages.sectionPaket,
      description: messages.descPaket,
      items: pakets.map((record) => ({ id: record.id, kind: 'paket', name: record.name, description: record.description, descriptionLang: fallbackLang(record, 'description'), image: record.images[0], priceLine: formatPriceLine('paket', record.price) })),
    },
    { id: 'religi', title: messages.sectionReligi, description: messages.descReligi, items: inGroup(attractions, 'religi') },
    { id: 'budaya', title: messages.sectionBudaya, description: messages.descBudaya, items: inGroup(attractions, 'budaya') },
    { id: 'pesisir', title: messages.sectionPesisir, description: messages.descPesisir, items: inGroup(attractions, 'pesisir') },
    { id: 'umkm', title: messages.sectionUmkm, description: messages.descUmkm, items: inGroup(attractions, 'umkm') },
  ];
}

export function facilitySections(facilities: Facility[], accommodations: Accommodation[]): ListingSection[] {
  return [
    {
      id: 'fasilitas',
      title: messages.sectionFasilitas,
      description: messages.descFasilitas,
      items: facilities.map((record) => ({ id: record.id, kind: 'facility', name: record.name, description: record.description, descriptionLang: fallbackLang(record, 'description'), image: record.images[0], priceLine: '' })),
    },
    {
      id: 'penginapan',
      title: messages.sectionPenginapan,
      description: messages.descPenginapan,
      items: accommodations.map((record) => ({ id: record.id, kind: 'accommodation', name: record.name, description: record.description, descriptionLang: fallbackLang(record, 'description'), image: record.images[0], priceLine: formatPriceLine('accommodation', record.price) })),
    },
  ];
}

/** The food page's sections, one per category in KULINER_CATEGORIES' order; a card's price line is its range. */
export function kulinerSections(kuliner: Kuliner[]): ListingSection[] {
  return KULINER_CATEGORIES.map((category) => ({
    id: category.toLowerCase(),
    title: messages[`kulinerSection_${category}`],
    description: messages[`kulinerSectionDesc_${category}`],
    items: kuliner
      .filter((record) => record.category === category)
      .map((record) => ({ id: record.id, kind: 'kuliner', name: record.name, description: record.description, descriptionLang: fallbackLang(record, 'description'), image: record.images[0], priceLine: formatPriceRange(record.price_min, record.price_max) })),
  }));
}

import { MAP_CATEGORIES, type MapCategory } from '@shared/constants';
import { messages } from '@shared/messages';

export const MAP_CATEGORY_LABEL: Record<MapCategory, string> = {
  wisataReligi: messages.adminMapCat_wisataReligi,
  wisataBudaya: messages.adminMapCat_wisataBudaya,
  wisataPesisir: messages.adminMapCat_wisataPesisir,
  kantor: messages.adminMapCat_kantor,
  fasilitas: messages.adminMapCat_fasilitas,
  penginapan: messages.adminMapCat_penginapan,
  persawahan: messages.adminMapCat_persawahan,
};

export const MAP_CATEGORY_OPTIONS = MAP_CATEGORIES.map((value) => ({ value, label: MAP_CATEGORY_LABEL[value] }));

/**
 * "Pengaturan Desa" as the form holds it (every input's text) and as it is sent: the settings' JSON and,
 * per photo, what the save does with it. The shared schema checks the same JSON the server checks, so the
 * form names every invalid field at once, with the server's own sentences.
 */
import { villageSettingsData, type PhotoChange, type VillageSettingsForm } from '@shared/schemas/village-settings';
import { VILLAGE_TRANSLATED_FIELDS, type VillageSettings, type VillageTranslatedField } from '@shared/village';

/** The input of a text's English version: "taglineEn" beside "tagline". */
export function englishField<Field extends VillageTranslatedField>(field: Field): `${Field}En` {
  return `${field}En`;
}

/** The inputs of the form, each named as its value is held. */
export const SETTINGS_FIELDS = [
  'name',
  'title',
  'tagline',
  'description',
  'about',
  'district',
  'regency',
  'province',
  ...VILLAGE_TRANSLATED_FIELDS.map(englishField),
  'whatsApp',
  'phone',
  'email',
  'instagram',
  'facebook',
  'youtube',
  'tiktok',
  'infoDesaUrl',
  'focusX',
  'focusY',
  'latitude',
  'longitude',
  'zoom',
] as const;

export type SettingsField = (typeof SETTINGS_FIELDS)[number];
export type SettingsValues = Record<SettingsField, string>;

export function valuesOf(settings: VillageSettings): SettingsValues {
  const { social, heroFocus, map } = settings;
  return {
    name: settings.name,
    title: settings.title,
    tagline: settings.tagline,
    description: settings.description,
    about: settings.about,
    district: settings.district,
    regency: settings.regency,
    province: settings.province,
    whatsApp: settings.whatsApp,
    phone: settings.phone,
    email: settings.email,
    ...social,
    infoDesaUrl: settings.infoDesaUrl,
    focusX: String(heroFocus.x),
    focusY: String(heroFocus.y),
    latitude: String(map.latitude),
    longitude: String(map.longitude),
    zoom: String(map.zoom),
    ...englishValues(settings.translations),
  };
}

/** Each English version's text, "" while it is not translated. */
function englishValues(translations: VillageSettings['translations']): Record<`${VillageTranslatedField}En`, string> {
  const english = (field: VillageTranslatedField) => translations.en?.[field] ?? '';
  return { taglineEn: english('tagline'), descriptionEn: english('description'), aboutEn: english('about') };
}

/** A number input's text as the schema reads it: "" is no number (NaN is refused with the field's sentence). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function dataOf(values: SettingsValues): VillageSettingsForm {
  const { instagram, facebook, youtube, tiktok, focusX, focusY, latitude, longitude, zoom, taglineEn, descriptionEn, aboutEn, ...texts } = values;
  return {
    ...texts,
    social: { instagram, facebook, youtube, tiktok },
    heroFocus: { x: numberOf(focusX), y: numberOf(focusY) },
    map: { latitude: numberOf(latitude), longitude: numberOf(longitude), zoom: numberOf(zoom) },
    // "" is sent as it is: the schema keeps only the texts written.
    translations: { en: { tagline: taglineEn, description: descriptionEn, about: aboutEn } },
  };
}

/** The schema's paths, as the form names its inputs. */
const FIELD_OF_PATH: Record<string, SettingsField> = {
  'social.instagram': 'instagram',
  'social.facebook': 'facebook',
  'social.youtube': 'youtube',
  'social.tiktok': 'tiktok',
  'heroFocus.x': 'focusX',
  'heroFocus.y': 'focusY',
  'map.latitude': 'latitude',
  'map.longitude': 'longitude',
  'map.zoom': 'zoom',
  ...Object.fromEntries(VILLAGE_TRANSLATED_FIELDS.map((field) => [`translations.en.${field}`, englishField(field)])),
};

export function fieldOfPath(path: readonly PropertyKey[]): SettingsField | undefined {
  const key = path.map(String).join('.');
  return FIELD_OF_PATH[key] ?? SETTINGS_FIELDS.find((field) => field === key);
}

export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** Every invalid field with its own sentence (the first sentence of each), or the JSON to send. */
export function checkSettings(values: SettingsValues): { errors: SettingsErrors } | { data: VillageSettingsForm } {
  const data = dataOf(values);
  const result = villageSettingsData.safeParse(data);
  if (result.success) return { data };
  const errors: SettingsErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** One photo's change as the form holds it: with the chosen file when it replaces the photo. */
export interface PhotoState {
  change: PhotoChange;
  file: File | null;
}

export const KEEP_PHOTO: PhotoState = { change: 'keep', file: null };

export function settingsForm(version: number, data: VillageSettingsForm, photos: { hero: PhotoState; logo: PhotoState }): FormData {
  const form = new FormData();
  form.set('version', String(version));
  form.set('data', JSON.stringify(data));
  for (const [photo, state] of Object.entries(photos)) {
    form.set(photo, state.change);
    if (state.change === 'replace' && state.file) form.set(`${photo}File`, state.file, state.file.name);
  }
  return form;
}

/**
 * "Pengaturan Desa" as the panel sends it and the server checks it: every text the village shows of itself
 * (the visitors' prose also in English), its contacts, and where its map opens. The photos travel beside it
 * as files (server/trpc/routers/settings.ts).
 */
import { z } from 'zod';
import { SHORT_TEXT_MAX, TEXT_MAX } from '../constants';
import { messages } from '../messages';
import type { VillageSettings, VillageTranslatedField } from '../village';
import { whatsAppNumberField } from './booking';
import { emailField, phoneField } from './common';
import { singleLine } from './single-line';

const TITLE_MAX = 80;
const DESCRIPTION_MAX = 300;

/** A text of at most `max` characters; with `required`, that sentence when it is empty. */
function text(max: number, required?: string) {
  const trimmed = z.string({ error: required ?? messages.invalidInput }).trim();
  return (required ? trimmed.min(1, required) : trimmed).max(max, messages.textTooLong);
}

/** A one-line text: its own sentence when empty (with `required`), too long or on several lines. */
function line(max: number, required?: string) {
  return text(max, required).check(singleLine(messages.settingsOneLine));
}

/**
 * The texts with an English version, each checked the same in both languages: the Indonesian one is
 * required, the English one may be "" (not translated yet).
 */
const translatable = {
  tagline: (required?: string) => line(SHORT_TEXT_MAX, required),
  description: (required?: string) => text(DESCRIPTION_MAX, required),
  about: (required?: string) => text(TEXT_MAX, required),
} satisfies Record<VillageTranslatedField, (required?: string) => z.ZodType<string>>;

/** Only the texts written: "" is not translated and is not kept, nor an English version with no text. */
function writtenOnly(english: Partial<Record<VillageTranslatedField, string>> | undefined): VillageSettings['translations'] {
  const written = Object.fromEntries(Object.entries(english ?? {}).filter(([, value]) => value !== ''));
  return Object.keys(written).length > 0 ? { en: written } : {};
}

const translations = z
  .object({
    en: z
      .object({ tagline: translatable.tagline().optional(), description: translatable.description().optional(), about: translatable.about().optional() })
      .optional(),
  })
  .default({})
  .transform((given) => writtenOnly(given.en));

/** An address on the web, or "" when the village has none. */
const link = z
  .string({ error: messages.settingsUrlInvalid })
  .trim()
  .max(SHORT_TEXT_MAX, messages.settingsUrlInvalid)
  .refine((text) => text === '' || URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), messages.settingsUrlInvalid)
  .default('');

const percent = z.number({ error: messages.settingsFocusInvalid }).min(0, messages.settingsFocusInvalid).max(100, messages.settingsFocusInvalid);

export const villageSettingsData = z.object({
  name: line(40, messages.settingsNameRequired),
  title: line(TITLE_MAX, messages.settingsTitleRequired),
  tagline: translatable.tagline(messages.settingsTaglineRequired),
  description: translatable.description(messages.settingsDescriptionRequired),
  about: translatable.about(messages.settingsAboutRequired),
  district: line(SHORT_TEXT_MAX, messages.settingsRegionRequired),
  regency: line(SHORT_TEXT_MAX, messages.settingsRegionRequired),
  province: line(SHORT_TEXT_MAX, messages.settingsRegionRequired),
  whatsApp: whatsAppNumberField(messages.settingsWhatsAppInvalid, messages.settingsOneLine),
  phone: phoneField({ required: false, invalidMessage: messages.phoneInvalid, requiredMessage: messages.phoneInvalid }).default(''),
  email: emailField,
  social: z.object({ instagram: link, facebook: link, youtube: link, tiktok: link }),
  infoDesaUrl: link,
  heroFocus: z.object({ x: percent, y: percent }),
  map: z.object({
    latitude: z.number({ error: messages.locationInvalid }).min(-90, messages.locationInvalid).max(90, messages.locationInvalid),
    longitude: z.number({ error: messages.locationInvalid }).min(-180, messages.locationInvalid).max(180, messages.locationInvalid),
    zoom: z.number({ error: messages.settingsZoomInvalid }).int(messages.settingsZoomInvalid).min(5, messages.settingsZoomInvalid).max(19, messages.settingsZoomInvalid),
  }),
  /** The English pages' versions of the texts above (`VILLAGE_TRANSLATED_FIELDS`); none is required. */
  translations,
});

/** What the form edits: everything but the photos, which change by upload or removal. */
export type VillageSettingsData = z.output<typeof villageSettingsData>;
export type VillageSettingsForm = z.input<typeof villageSettingsData>;

/** The settings as the panel loads them: with the version a save is made over (409 when it is stale). */
export interface VillageSettingsView {
  settings: VillageSettings;
  version: number;
}

/** What a save does with a photo: keep it, replace it with the uploaded file, or remove it. */
export const PHOTO_CHANGES = ['keep', 'replace', 'remove'] as const;
export type PhotoChange = (typeof PHOTO_CHANGES)[number];

/**
 * "Pengaturan Desa" as the panel sends it and the server checks it: every text the village shows of itself,
 * its contacts, and where its map opens. The photos travel beside it as files (server/trpc/routers/settings.ts).
 */
import { z } from 'zod';
import { SHORT_TEXT_MAX, TEXT_MAX } from '../constants';
import { messages } from '../messages';
import type { VillageSettings } from '../village';
import { whatsAppNumberField } from './booking';
import { emailField, phoneField } from './common';
import { singleLine } from './single-line';

const TITLE_MAX = 80;
const DESCRIPTION_MAX = 300;

/** A one-line text the page needs: its own sentence when empty, too long or on several lines. */
function line(required: string, max = SHORT_TEXT_MAX) {
  return z.string({ error: required }).trim().min(1, required).max(max, messages.textTooLong).check(singleLine(messages.settingsOneLine));
}

/** An address on the web, or "" when the village has none. */
const link = z
  .string({ error: messages.settingsUrlInvalid })
  .trim()
  .max(SHORT_TEXT_MAX, messages.settingsUrlInvalid)
  .refine((text) => text === '' || URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), messages.settingsUrlInvalid)
  .default('');

const percent = z.number({ error: messages.settingsFocusInvalid }).min(0, messages.settingsFocusInvalid).max(100, messages.settingsFocusInvalid);

export const villageSettingsData = z.object({
  name: line(messages.settingsNameRequired, 40),
  title: line(messages.settingsTitleRequired, TITLE_MAX),
  tagline: line(messages.settingsTaglineRequired),
  description: z.string({ error: messages.settingsDescriptionRequired }).trim().min(1, messages.settingsDescriptionRequired).max(DESCRIPTION_MAX, messages.textTooLong),
  about: z.string({ error: messages.settingsAboutRequired }).trim().min(1, messages.settingsAboutRequired).max(TEXT_MAX, messages.textTooLong),
  district: line(messages.settingsRegionRequired),
  regency: line(messages.settingsRegionRequired),
  province: line(messages.settingsRegionRequired),
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

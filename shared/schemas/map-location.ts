import { z } from 'zod';
import { MAP_CATEGORIES } from '../constants';
import { messages } from '../messages';
import { nameField, oneLine } from './common';
import { draftInput } from './lifecycle';
import type { TranslatableField } from './translation';

/** Only http(s) embeds are allowed, so a stored link can never run script in the admin or the map. */
const embedUrlField = z
  .string({ error: messages.invalidInput })
  .trim()
  .max(2000, messages.textTooLong)
  .check(oneLine('embed_url'))
  .refine((url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url), messages.invalidInput)
  .default('');

export const mapLocationInput = z.object({
  name: nameField(messages.requiredFields),
  category: z.enum(MAP_CATEGORIES, { error: messages.categoryInvalid }),
  latitude: z.number({ error: messages.coordinateInvalid }).finite(messages.coordinateInvalid).min(-90, messages.coordinateInvalid).max(90, messages.coordinateInvalid),
  longitude: z.number({ error: messages.coordinateInvalid }).finite(messages.coordinateInvalid).min(-180, messages.coordinateInvalid).max(180, messages.coordinateInvalid),
  embedUrl: embedUrlField,
});

/** The fields with an English version (schemas/translation.ts): none, a map point's name, category and coordinates stay as they are. */
export const mapLocationTranslated = [] as const satisfies readonly TranslatableField[];

export type MapLocationInput = z.input<typeof mapLocationInput>;
export type MapLocationData = z.output<typeof mapLocationInput>;
export type MapLocation = MapLocationData & { id: number };

/** A draft map point needs its coordinates too: they are numbers, with no empty value to store. */
export const mapLocationDraft = draftInput(mapLocationInput, ['latitude', 'longitude']);

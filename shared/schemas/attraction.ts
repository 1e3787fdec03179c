import { z } from 'zod';
import { ATTRACTION_CATEGORIES } from '../constants';
import { messages } from '../messages';
import {
  emailField,
  listField,
  locationField,
  MISSING,
  nameField,
  optionalText,
  phoneField,
  priceField,
  requiredText,
  type ImageRef,
  withFieldErrors,
} from './common';
import type { TranslatableField } from './translation';

/** Attraction and UMKM (category UMKM) share one record (SPEC.md §3). */
export const attractionInput = z
  .object({
    category: z.enum(ATTRACTION_CATEGORIES, { error: messages.categoryInvalid }),
    name: nameField(messages.requiredFields),
    description: requiredText(messages.requiredFields),
    price: priceField.default(0),
    time_open_close: optionalText('time_open_close'),
    phone: phoneField({ required: false, invalidMessage: messages.phoneInvalid, requiredMessage: messages.requiredFields }).default(''),
    email: emailField,
    instagram: optionalText('instagram'),
    location: locationField.default(''),
    facilities: listField('facilities'),
    points_of_attraction: listField('points_of_attraction'),
  })
  .superRefine((attraction, ctx) => {
    // UMKM needs only name and description (SPEC.md §5); every other category needs hours and a location.
    if (attraction.category === 'UMKM') return;
    for (const field of ['time_open_close', 'location'] as const) {
      if (attraction[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: messages.requiredFields, params: MISSING });
    }
  }, withFieldErrors);

/**
 * The fields with an English version (schemas/translation.ts). Its days and hours are composed from the form's
 * pickers, and each language's page formats them: they are not translated.
 */
export const attractionTranslated = ['description', 'facilities', 'points_of_attraction'] as const satisfies readonly TranslatableField[];

export type AttractionInput = z.input<typeof attractionInput>;
export type AttractionData = z.output<typeof attractionInput>;
export type Attraction = AttractionData & { id: number; images: ImageRef[] };

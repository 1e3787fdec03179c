import { z } from 'zod';
import { KULINER_CATEGORIES } from '../constants';
import { messages } from '../messages';
import { nameField, optionalText, phoneField, priceField, requiredLocation, requiredText, withFieldErrors, type ImageRef } from './common';
import type { TranslatableField } from './translation';

/**
 * Food and drink of the village (DESIGN.md §9): a dish, a drink or a souvenir, and where to find it. Its
 * price is a range in rupiah: 0 – 0 is free, equal ends one price.
 */
export const kulinerInput = z
  .object({
    name: nameField(messages.requiredFields),
    category: z.enum(KULINER_CATEGORIES, { error: messages.categoryInvalid }),
    description: requiredText(messages.requiredFields),
    price_min: priceField.default(0),
    price_max: priceField.default(0),
    opening_hours: optionalText('opening_hours'),
    phone: phoneField({ required: false, invalidMessage: messages.phoneInvalid, requiredMessage: messages.requiredFields }).default(''),
    location: requiredLocation(messages.requiredFields),
    halal: z.boolean({ error: messages.halalInvalid }).default(false),
  })
  .superRefine((kuliner, ctx) => {
    if (kuliner.price_max < kuliner.price_min) ctx.addIssue({ code: 'custom', path: ['price_max'], message: messages.priceRangeInvalid });
  }, withFieldErrors);

/** The fields with an English version (schemas/translation.ts); its opening hours are free text, so they are one. */
export const kulinerTranslated = ['description', 'opening_hours'] as const satisfies readonly TranslatableField[];

export type KulinerInput = z.input<typeof kulinerInput>;
export type KulinerData = z.output<typeof kulinerInput>;
export type Kuliner = KulinerData & { id: number; images: ImageRef[] };

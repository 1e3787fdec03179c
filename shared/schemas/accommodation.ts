import { z } from 'zod';
import type { ACCOMMODATION_CATEGORY } from '../constants';
import { messages } from '../messages';
import {
  emailField,
  listField,
  locationField,
  nameField,
  optionalText,
  phoneField,
  priceField,
  requiredText,
  unitsField,
  type ImageRef,
} from './common';
import type { TranslatableField } from './translation';

export const accommodationInput = z.object({
  name: nameField(messages.accommodationRequired),
  description: requiredText(messages.accommodationRequired),
  price: priceField.default(0),
  time_open_close: optionalText('time_open_close'),
  phone: phoneField({
    required: true,
    invalidMessage: messages.accommodationPhoneInvalid,
    requiredMessage: messages.accommodationRequired,
  }),
  email: emailField,
  instagram: optionalText('instagram'),
  location: locationField.default(''),
  facilities: listField('facilities'),
  points_of_attraction: listField('points_of_attraction'),
  /** Rooms let at once: a confirmed request takes one for each of its nights (shared/availability.ts). */
  units: unitsField,
});

/** The fields with an English version (schemas/translation.ts); its check-in and check-out, composed from the form's pickers, are not. */
export const accommodationTranslated = ['description', 'facilities', 'points_of_attraction'] as const satisfies readonly TranslatableField[];

export type AccommodationInput = z.input<typeof accommodationInput>;
export type AccommodationData = z.output<typeof accommodationInput>;
export type Accommodation = AccommodationData & { id: number; category: typeof ACCOMMODATION_CATEGORY; images: ImageRef[] };

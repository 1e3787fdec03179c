import { z } from 'zod';
import { messages } from '../messages';
import { listField, nameField, requiredLocation, requiredText, type ImageRef } from './common';
import type { TranslatableField } from './translation';

export const facilityInput = z.object({
  name: nameField(messages.requiredFields),
  description: requiredText(messages.requiredFields),
  facilities: listField('facilities'),
  location: requiredLocation(messages.requiredFields),
});

/** The fields with an English version (schemas/translation.ts). */
export const facilityTranslated = ['description', 'facilities'] as const satisfies readonly TranslatableField[];

export type FacilityInput = z.input<typeof facilityInput>;
export type FacilityData = z.output<typeof facilityInput>;
export type Facility = FacilityData & { id: number; images: ImageRef[] };

import { z } from 'zod';
import { messages } from '../messages';
import { listField, nameField, requiredLocation, requiredText, type ImageRef } from './common';

export const facilityInput = z.object({
  name: nameField(messages.requiredFields),
  description: requiredText(messages.requiredFields),
  facilities: listField('facilities'),
  location: requiredLocation(messages.requiredFields),
});

export type FacilityInput = z.input<typeof facilityInput>;
export type FacilityData = z.output<typeof facilityInput>;
export type Facility = FacilityData & { id: number; images: ImageRef[] };

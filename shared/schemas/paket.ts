import { z } from 'zod';
import { messages } from '../messages';
import { capacityField, listField, nameField, phoneField, priceField, requiredText, runDatesField, type ImageRef } from './common';
import type { TranslatableField } from './translation';

export const paketInput = z.object({
  name: nameField(messages.requiredFields),
  description: requiredText(messages.requiredFields),
  price: priceField,
  phone: phoneField({ required: true, invalidMessage: messages.phoneInvalid, requiredMessage: messages.requiredFields }),
  facilities: listField('facilities'),
  /** People it takes a day; null takes any number (shared/availability.ts). */
  capacity: capacityField,
  /** The only days it runs (the Perang Obor package runs on its event's day); empty runs every day. */
  run_dates: runDatesField,
});

/** The fields with an English version (schemas/translation.ts). */
export const paketTranslated = ['description', 'facilities'] as const satisfies readonly TranslatableField[];

export type PaketInput = z.input<typeof paketInput>;
export type PaketData = z.output<typeof paketInput>;
export type Paket = PaketData & { id: number; images: ImageRef[] };

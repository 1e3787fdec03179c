import { z } from 'zod';
import { messages } from '../messages';
import { listField, nameField, phoneField, priceField, requiredText, type ImageRef } from './common';
import type { TranslatableField } from './translation';

export const paketInput = z.object({
  name: nameField(messages.requiredFields),
  description: requiredText(messages.requiredFields),
  price: priceField,
  phone: phoneField({ required: true, invalidMessage: messages.phoneInvalid, requiredMessage: messages.requiredFields }),
  facilities: listField('facilities'),
});

/** The fields with an English version (schemas/translation.ts). */
export const paketTranslated = ['description', 'facilities'] as const satisfies readonly TranslatableField[];

export type PaketInput = z.input<typeof paketInput>;
export type PaketData = z.output<typeof paketInput>;
export type Paket = PaketData & { id: number; images: ImageRef[] };

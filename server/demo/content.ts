/**
 * Shapes shared by the demo content files. Records are written as the forms would send them (zod input
 * types), so the seed parses them with the same schemas as user data before the services store them.
 */
import { composeCheckInOut, composeOpeningHours } from '../../shared/format';
import type { TranslatableField, TranslatedTexts } from '../../shared/schemas/translation';
import { VILLAGE_DEFAULTS } from '../../shared/village-defaults';
import type { Artwork } from './artwork';

/**
 * A record, its English texts for visitors from abroad (of the kind's translated fields, `Translated`),
 * plus the 1 to 3 pictures generated for it.
 */
export interface DemoRecord<Input, Translated extends TranslatableField = never> {
  data: Input;
  en?: TranslatedTexts<Translated>;
  art: [Artwork, ...Artwork[]];
}

/**
 * Contact number for every demo record: the desa wisata's own published WhatsApp line, in its local 08…
 * form. Inventing numbers would risk printing some stranger's phone on the site.
 */
export const CONTACT_PHONE = `0${VILLAGE_DEFAULTS.whatsApp.slice(2)}`;
export const INSTAGRAM = 'desawisatategalsambi';

/** Opening hours exactly as the admin form composes them ("Senin - Minggu, 08:00 - 17:00"). */
export const hours = composeOpeningHours;

/** Lodging hours exactly as the admin form composes them. */
export const LODGING_HOURS = composeCheckInOut('14:00', '12:00');

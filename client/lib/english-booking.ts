/**
 * The booking request's English sentences in the browser: loaded with the booking form's island on an
 * English page (islands/registry.ts), so the other English pages do not carry them.
 */
import { messages } from '@shared/messages/booking.en';
import { addTranslations } from '@shared/messages/localized';

addTranslations('en', messages);

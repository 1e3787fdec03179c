/**
 * The English sentences of every visitors' part, added at once: what the server loads for its renders and
 * requests. A page in the browser loads only its own language's (client/lib/locale.ts).
 */
import { messages as booking } from './booking.en';
import { addTranslations } from './localized';
import { messages as preview } from './preview.en';
import { messages as visitors } from './public.en';

export const englishSentences = { ...visitors, ...booking, ...preview };

export function addEnglish(): void {
  addTranslations('en', englishSentences);
}

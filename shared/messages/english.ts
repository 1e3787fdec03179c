/**
 * The English sentences of every visitors' part, added at once: what the server loads for its renders and
 * requests. A page in the browser loads only its own language's (client/lib/english.ts).
 */
import { messages as booking } from './booking.en';
import { addTranslations } from './localized';
import { messages as preview } from './preview.en';
import { messages as visitors } from './public.en';

export const englishSentences = { ...visitors, ...booking, ...preview };

let added = false;

/** Adds them once: every app a process makes (each test file's own) calls this, and one copy answers. */
export function addEnglish(): void {
  if (added) return;
  added = true;
  addTranslations('en', englishSentences);
}

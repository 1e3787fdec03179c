/**
 * The English sentences of the visitors' parts. The server adds them all at once for its renders and
 * requests (`addEnglish`); a page in the browser adds only those of the parts it shows: the public site's
 * and the preview's (client/lib/english.ts), the booking request's with its form (client/lib/english-booking.ts).
 */
import { messages as booking } from './booking.en';
import { addTranslations } from './localized';
import { messages as preview } from './preview.en';
import { messages as pages } from './page.en';
import { messages as visitors } from './public.en';

export const englishSentences = { ...visitors, ...pages, ...booking, ...preview };

let added = false;

/** Adds them once: every app a process makes (each test file's own) calls this, and one copy answers. */
export function addEnglish(): void {
  if (added) return;
  added = true;
  addTranslations('en', englishSentences);
}

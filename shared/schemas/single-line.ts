/**
 * One-line fields (names, phones, places, addresses, links, list items) hold one line: a line break in one
 * splits it wherever it is shown or sent on (a booking's name with CR LF became lines of their own in the
 * village's email), and other control characters are never typed by a person. Multi-line fields
 * (descriptions, notes) do not use this. No sentences here: each schema names its own field, so the
 * visitor's booking form takes its sentence from messages/booking.ts alone.
 */
import { z } from 'zod';

/** Control characters (C0 with CR, LF and tab; DEL; C1 with NEL) and Unicode's line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

export function isSingleLine(text: string): boolean {
  return !CONTROL.test(text);
}

/** A check's sentence: as written, or read when the check fails (a visitor's, in the page's language). */
export type Sentence = string | (() => string);

/** The check a one-line string carries: `message` names the field ("Nama tidak boleh berisi baris baru…"). */
export function singleLine(message: Sentence) {
  return z.refine<string>(isSingleLine, { error: message });
}

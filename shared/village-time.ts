/**
 * Times of the admin's lists and of the server's conflict messages on the village's clock (WIB), whatever
 * the browser's own zone, in the language being rendered: the month's short name from Intl in that language,
 * the pattern from the catalogue.
 */
import { perLocale } from './locale';
import { message } from './messages/public';
import { village } from './village';

const dateTimeFormat = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      timeZone: village.timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** "24 Nov 2026 14.05"; in English "24 Nov 2026, 14:05". */
export function formatVillageDateTime(iso: string): string {
  const parts = Object.fromEntries(dateTimeFormat().formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return message('villageDateTime', parts);
}

/** Times of the admin's lists on the village's clock (WIB), whatever the browser's own zone. */
import { village } from './village';

const dateTimeFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: village.timeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "24 Nov 2026 14.05" */
export function formatVillageDateTime(iso: string): string {
  const parts = Object.fromEntries(dateTimeFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.day} ${parts.month} ${parts.year} ${parts.hour}.${parts.minute}`;
}

/**
 * What the English journeys add to the public fixtures (public-fixtures.ts): an upcoming event at a set
 * hour, whose date a page words in English, a dish for the food pages and a booking request for its status
 * page; and the site's public pages in English, which the checks of every page walk. The records stay
 * Indonesian: their words are the village's content, not the site's.
 */
import { DETAIL_PAGES, type DetailPageKind } from '../shared/constants';
import { localePath } from '../shared/locale';
import { village } from '../shared/village';
import { bookingInput } from '../shared/schemas/booking';
import { eventInput } from '../shared/schemas/event';
import { kulinerInput } from '../shared/schemas/kuliner';
import { createBooking } from '../server/modules/booking/booking.service';
import { eventRecord } from '../server/records/kinds/event.record';
import { kulinerRecord } from '../server/records/kinds/kuliner.record';
import { createRecord } from '../server/records/record.service';
import { dayFrom, openPublicSuite, type PublicSuite } from './public-fixtures';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** The event's day, counted from today: the agenda says "20 days to go". */
export const EVENT_DAYS_AHEAD = 20;
export const EVENT_NAME = 'Malam Perang Obor';

export interface EnglishSuite extends PublicSuite {
  event: number;
  /** The event's day ("2027-05-10"); it runs from 19:00 to 21:00 on the village's clock. */
  eventDay: string;
  kuliner: number;
  /** A request for the package, sent from another address than the journeys' own (the hourly limit is theirs). */
  code: string;
}

export async function openEnglishSuite(): Promise<EnglishSuite> {
  const suite = await openPublicSuite();
  const { db } = suite.server;
  const eventDay = dayFrom(EVENT_DAYS_AHEAD);
  const event = await createRecord(
    db,
    eventRecord,
    eventInput.parse({
      name: EVENT_NAME,
      category: 'Budaya',
      description: 'Puncak sedekah bumi di perempatan desa.',
      starts_at: `${eventDay}T19:00`,
      ends_at: `${eventDay}T21:00`,
      place: 'Perempatan Desa Tegalsambi',
      location: '-6.6160, 110.6517',
      attraction_id: suite.ids.religi,
    }),
  );
  const kuliner = await createRecord(
    db,
    kulinerRecord,
    kulinerInput.parse({ name: 'Pindang Serani', category: 'Makanan', description: 'Ikan laut berkuah bening.', price_min: 15000, price_max: 35000, location: '-6.6165, 110.6519', halal: true }),
  );
  const booking = await createBooking(
    db,
    bookingInput.parse({ target: 'paket', target_id: suite.ids.paket, name: 'Siti Aminah', whatsapp: '081234567890', visit_date: dayFrom(7), people: 3 }),
    'english-fixtures',
  );
  return { ...suite, event: event.id, eventDay, kuliner: kuliner.id, code: booking.code };
}

/** "Monday, 10 May 2027": a day as the English pages write it, its names from Intl. */
export function englishDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  const name = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(at);
  return `${name({ weekday: 'long' })}, ${at.getUTCDate()} ${name({ month: 'long' })} ${at.getUTCFullYear()}`;
}

/** The record each kind's detail page is shown with. */
function detailIds(suite: EnglishSuite): Record<DetailPageKind, number> {
  return { attraction: suite.ids.religi, accommodation: suite.ids.lodging, paket: suite.ids.paket, kuliner: suite.kuliner, facility: suite.ids.facility, event: suite.event };
}

/** The pages a search engine is given (sitemap.xml), by their Indonesian paths: the static ones and a detail page of each kind. */
export function indexedPages(suite: EnglishSuite): string[] {
  const lists = [...new Set(Object.values(DETAIL_PAGES).map((page) => page.list))];
  const details = Object.entries(detailIds(suite)).map(([kind, id]) => `${DETAIL_PAGES[kind as DetailPageKind].path}/${id}`);
  return ['/', '/about', ...lists, '/peta-desa', village.masterplanPath, ...details];
}

/** Every public page by its Indonesian path: the indexed ones, a request's status page and the not-found page. */
export function publicPages(suite: EnglishSuite): string[] {
  return [...indexedPages(suite), `/pemesanan/${suite.code}`, '/not-found'];
}

/** Every public page in English. */
export function englishPages(suite: EnglishSuite): string[] {
  return publicPages(suite).map((path) => localePath(path, 'en'));
}

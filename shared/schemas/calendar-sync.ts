/**
 * The typed API of calendar sync (DESIGN.md §9): each lodging's secret iCal address that other platforms
 * read, and the iCal addresses of other platforms (Airbnb, Booking.com, any iCal source) it reads.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { idSchema } from './common';
import { singleLine } from './single-line';
import './zod-messages';

/** Longer addresses are no calendar's: Airbnb's and Booking.com's are under 200 characters. */
export const FEED_URL_MAX = 2000;
export const FEED_LABEL_MAX = 100;

/** An address the server may fetch: http or https, with a host. */
export function isFeedUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

const feedUrl = z
  .string({ error: messages.calendarFeedUrlRequired })
  .trim()
  .min(1, messages.calendarFeedUrlRequired)
  .max(FEED_URL_MAX, messages.calendarFeedUrlTooLong)
  .check(singleLine(messages.calendarFeedUrlOneLine))
  .refine(isFeedUrl, messages.calendarFeedUrlInvalid);

const feedLabel = z
  .string(messages.invalidInput)
  .trim()
  .max(FEED_LABEL_MAX, messages.calendarFeedLabelTooLong)
  .check(singleLine(messages.calendarFeedLabelOneLine))
  .default('');

export const lodgingInput = z.object({ accommodation_id: idSchema });
export const addFeedInput = z.object({ accommodation_id: idSchema, url: feedUrl, label: feedLabel });
export type AddFeedInput = z.infer<typeof addFeedInput>;

/** A calendar a lodging reads, as the sync screen shows it. */
export interface FeedView {
  id: number;
  url: string;
  label: string;
  /** ISO time of the last sync that read it, or null. */
  last_synced_at: string | null;
  /** Why the last sync failed (a sentence), or null when it went through. */
  last_error: string | null;
  /** Bookings read from it and kept. */
  imported: number;
}

/** A lodging on the sync screen: the path of the calendar it publishes and the calendars it reads. */
export interface LodgingSyncView {
  accommodation_id: number;
  name: string;
  /** "/kalender/penginapan/<token>.ics": the screen puts the site's origin before it. */
  export_path: string;
  feeds: FeedView[];
}

/** What "Sinkronkan sekarang" did: how many of the lodging's calendars were read, and how many failed. */
export interface SyncOutcome {
  total: number;
  failed: number;
}

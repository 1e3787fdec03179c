/**
 * The scheduled sync (CALENDAR_SYNC_MINUTES): every feed of every lodging is read once a period, however
 * many instances share the database. An instance looks every minute whether a run is due and claims it in
 * a short transaction under an advisory lock: lock, read when the last run began, record this one if
 * due, commit (which unlocks). The fetching comes after, without holding a connection, which matters most
 * on the embedded database: it has only one.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { maintenanceJob } from '../../maintenance';
import { selectInventory } from '../availability/availability.repository';
import { claimSyncRun, selectFeeds } from './calendar-sync.repository';
import { syncFeed } from './calendar-sync.service';
import type { FetchPolicy } from './feed-fetch';

/** Any fixed number, apart from the seed's and the backups': the lock only this schedule takes. */
const SYNC_LOCK_KEY = 61_651_654;
/** How often an instance looks whether a run is due (another instance may have made the last one). */
const CHECK_MS = 60_000;

export interface SyncScheduleOptions {
  minutes: number;
  policy: FetchPolicy;
  log?: (line: string) => void;
}

export type ScheduledSync = { ran: false } | { ran: true; feeds: number; failed: number; bookings: number };

/** True when this instance claimed the period's run. */
function claim(db: Db, minutes: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SYNC_LOCK_KEY})`.execute(trx);
    return claimSyncRun(trx, minutes);
  });
}

/** One look: when a run is due and this instance claims it, every feed is read, one after another. */
export async function runScheduledSync(db: Db, { minutes, policy, log }: SyncScheduleOptions): Promise<ScheduledSync> {
  if (!(await claim(db, minutes))) return { ran: false };
  // The feeds of lodgings in the trash wait: a lodging restored is read again at the next run.
  const lodgings = await selectInventory(db, 'accommodation');
  const feeds = await selectFeeds(db, { accommodationIds: lodgings.map((lodging) => lodging.id) });
  let failed = 0;
  let bookings = 0;
  for (const feed of feeds) {
    const outcome = await syncFeed(db, feed.id, feed.url, policy);
    if (outcome.ok) bookings += outcome.bookings;
    else {
      failed += 1;
      // The address may carry the platform's own secret: the log names the feed by its id and label only.
      log?.(`Sinkronisasi kalender #${feed.id}${feed.label ? ` (${feed.label})` : ''} penginapan ${feed.accommodation_id} gagal: ${outcome.error}`);
    }
  }
  if (feeds.length > 0) log?.(`Sinkronisasi kalender: ${feeds.length} kalender dibaca, ${failed} gagal, ${bookings} pemesanan dari platform lain.`);
  return { ran: true, feeds: feeds.length, failed, bookings };
}

/** Looks now and then every CHECK_MS (or each period, when shorter); `stop` waits for a run under way. */
export function startCalendarSync(db: Db, options: SyncScheduleOptions): { stop(): Promise<void> } {
  // A database away for the night fails every look: said once an hour (maintenance.ts), not every minute.
  const look = maintenanceJob('Sinkronisasi kalender', () => runScheduledSync(db, options), options.log ?? (() => undefined));
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = running.then(look);
  };
  check();
  const timer = setInterval(check, Math.min(CHECK_MS, options.minutes * 60_000));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

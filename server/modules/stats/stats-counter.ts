/**
 * Counting views without delaying a response: a view is queued in memory and the queue is written in one
 * insert every few seconds (or when it is long). The same page seen again by the same visitor before the
 * write (a reload, a client hammering one page) is one queued entry with its count, so a burst costs one
 * row. Only at the write is each visitor hashed with its day's salt (stats.repository.ts); the address and
 * the browser's name wait in memory until then, never longer, and are never stored. A write that fails
 * drops its views: statistics may lose a few seconds, a page never waits for them.
 */
import { createHash } from 'node:crypto';
import { villageToday } from '../../../shared/event-time';
import type { Db } from '../../db/connection';
import * as repo from './stats.repository';
import { CAMPAIGN_FIELDS, type Visit } from './visit';

/** How long a view waits in memory at most, and how many rows are written at once at most. */
const FLUSH_MS = 2000;
const BATCH_MAX = 500;
/**
 * Distinct views waiting beyond this, queued or taken for a write that has not finished, are dropped (the
 * database slow or away for long): memory stays bounded.
 */
export const QUEUE_MAX = 20_000;
const HOUR_MS = 60 * 60 * 1000;

interface Queued {
  visit: Visit;
  day: string;
  address: string;
  userAgent: string;
  views: number;
}

/** The day's visitor: the same address and browser on the same day, and nothing more, once the salt is gone. */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('base64url').slice(0, 22);
}

/** What makes two queued views one entry: the same day, visitor and everything kept of the view. */
function keyOf(day: string, address: string, userAgent: string, visit: Visit): string {
  return [day, address, userAgent, visit.page, visit.referrer, visit.device, visit.language, ...CAMPAIGN_FIELDS.map((field) => visit[field])].join('\n');
}

export interface VisitCounter {
  count(visit: Visit, address: string, userAgent: string): void;
  /** Writes what is queued now. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is queued. */
  stop(): Promise<void>;
}

export function startVisitCounter(db: Db, { log = console.log, now = () => new Date() }: { log?: (line: string) => void; now?: () => Date } = {}): VisitCounter {
  let queue = new Map<string, Queued>();
  let writing: Promise<void> = Promise.resolve();
  // Views taken from the queue whose write has not finished yet.
  let taken = 0;
  let loggedAt = -Infinity;
  const salts = new Map<string, string>();
  // The village's day, worked out once a second rather than for every view.
  let dayAt = { second: Number.NaN, day: '' };
  const today = () => {
    const at = now();
    const second = Math.floor(at.getTime() / 1000);
    if (second !== dayAt.second) dayAt = { second, day: villageToday(at) };
    return dayAt.day;
  };

  async function write(batch: Queued[]): Promise<void> {
    const rows = [];
    for (const { visit, day, address, userAgent, views } of batch) {
      let salt = salts.get(day);
      if (!salt) {
        salt = await repo.saltOf(db, day);
        salts.clear();
        salts.set(day, salt);
      }
      rows.push({ ...visit, day, visitor: visitorHash(salt, address, userAgent), views });
    }
    await repo.insertViews(db, rows);
  }

  function flush(): Promise<void> {
    const batch = [...queue.values()];
    queue = new Map();
    taken += batch.length;
    writing = writing.then(async () => {
      for (let at = 0; at < batch.length; at += BATCH_MAX) {
        try {
          await write(batch.slice(at, at + BATCH_MAX));
        } catch (error) {
          // A lasting fault (the database down) fails every write: said once an hour.
          if (now().getTime() - loggedAt < HOUR_MS) continue;
          loggedAt = now().getTime();
          log(`Penghitungan kunjungan gagal: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      taken -= batch.length;
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  return {
    count(visit, address, userAgent) {
      const day = today();
      const key = keyOf(day, address, userAgent, visit);
      const queued = queue.get(key);
      if (queued) {
        queued.views += 1;
        return;
      }
      if (queue.size + taken >= QUEUE_MAX) return;
      queue.set(key, { visit, day, address, userAgent, views: 1 });
      if (queue.size >= BATCH_MAX) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

/**
 * Counting views without delaying a response: a view is queued in memory and the queue is written in one
 * insert every few seconds (or when it is long). Only then is each visitor hashed with its day's salt
 * (stats.repository.ts); the address and the browser's name wait in memory until that write, never longer,
 * and are never stored. A write that fails drops its views: statistics may lose a few seconds, a page never
 * waits for them.
 */
import { createHash } from 'node:crypto';
import { villageToday } from '../../../shared/event-time';
import type { Db } from '../../db/connection';
import * as repo from './stats.repository';
import type { Visit } from './visit';

/** How long a view waits in memory at most, and how many are written at once at most. */
const FLUSH_MS = 2000;
const BATCH_MAX = 500;
/** Views queued beyond this are dropped (the database away for long): memory stays bounded. */
const QUEUE_MAX = 20_000;
const HOUR_MS = 60 * 60 * 1000;

interface Queued {
  visit: Visit;
  day: string;
  address: string;
  userAgent: string;
}

/** The day's visitor: the same address and browser on the same day, and nothing more, once the salt is gone. */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('base64url').slice(0, 22);
}

export interface VisitCounter {
  count(visit: Visit, address: string, userAgent: string): void;
  /** Writes what is queued now. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is queued. */
  stop(): Promise<void>;
}

export function startVisitCounter(db: Db, { log = console.log, now = () => new Date() }: { log?: (line: string) => void; now?: () => Date } = {}): VisitCounter {
  let queue: Queued[] = [];
  let writing: Promise<void> = Promise.resolve();
  let loggedAt = -Infinity;
  const salts = new Map<string, string>();

  async function write(batch: Queued[]): Promise<void> {
    const rows = [];
    for (const { visit, day, address, userAgent } of batch) {
      let salt = salts.get(day);
      if (!salt) {
        salt = await repo.saltOf(db, day);
        salts.clear();
        salts.set(day, salt);
      }
      rows.push({ ...visit, day, visitor: visitorHash(salt, address, userAgent) });
    }
    await repo.insertViews(db, rows);
  }

  function flush(): Promise<void> {
    const taken = queue;
    queue = [];
    writing = writing.then(async () => {
      for (let at = 0; at < taken.length; at += BATCH_MAX) {
        try {
          await write(taken.slice(at, at + BATCH_MAX));
        } catch (error) {
          // A lasting fault (the database down) fails every write: said once an hour.
          if (now().getTime() - loggedAt < HOUR_MS) continue;
          loggedAt = now().getTime();
          log(`Penghitungan kunjungan gagal: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  return {
    count(visit, address, userAgent) {
      if (queue.length >= QUEUE_MAX) return;
      queue.push({ visit, day: villageToday(now()), address, userAgent });
      if (queue.length >= BATCH_MAX) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}


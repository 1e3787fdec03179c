/**
 * Booking requests: a visitor's request is stored whole before it is acknowledged (one transaction with
 * its address's hourly count), found again by its unguessable code (an address that keeps missing is
 * stopped), and answered by the village, whose status is what the visitor sees. Personal data is erased
 * once the visit is long past.
 */
import { randomInt } from 'node:crypto';
import { BOOKING, type BookingStatus, type BookingTarget } from '../../../shared/constants';
import { villageToday } from '../../../shared/event-time';
import { bookingCodeOf, normalizeBookingCode, type BookingData, type BookingRequest, type BookingView } from '../../../shared/schemas/booking';
import { matchesBookingFilter, type BookingFilter } from '../../../shared/schemas/booking-inbox';
import type { Db } from '../../db/connection';
import { writing } from '../../db/read-cache';
import { countInWindow, currentCount } from '../../db/window-count';
import { AppError, notFound } from '../../errors';
import { records } from '../../records/record-kinds';
import { audit, changesBetween } from '../audit/audit.service';
import { ensureConfirmable, ensureRequestFits, OCCUPYING_STATUS } from '../availability/availability.service';
import { getRecord } from '../../records/record.service';
import * as repo from './booking.repository';
import type { BookingRow } from './booking.repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** "TGS-7K3Q-9M2X": 40 random bits from the system's secure source. */
export function newBookingCode(): string {
  let symbols = '';
  for (let n = 0; n < BOOKING.codeLength; n += 1) symbols += BOOKING.codeSymbols[randomInt(BOOKING.codeSymbols.length)];
  return bookingCodeOf(symbols);
}

/** Refused until the address's window ends, which Retry-After tells (clamped: a parallel request may have opened it after `now`). */
function tooMany(windowStart: Date, windowMs: number, now: Date): AppError {
  const seconds = Math.ceil((new Date(windowStart).getTime() + windowMs - now.getTime()) / 1000);
  return new AppError('TOO_MANY_REQUESTS', 'bookingTooMany', {}, Math.min(windowMs / 1000, Math.max(1, seconds)));
}

function toView(row: BookingRow): BookingView {
  return {
    code: row.code,
    target: row.target as BookingTarget,
    target_id: row.target_id,
    target_name: row.target_name,
    name: row.name,
    visit_date: row.visit_date,
    check_in: row.check_in,
    check_out: row.check_out,
    people: row.people,
    status: row.status as BookingStatus,
    created_at: row.created_at.toISOString(),
    erased: row.erased_at !== null,
  };
}

function toRequest(row: BookingRow): BookingRequest {
  return { ...toView(row), id: row.id, whatsapp: row.whatsapp, note: row.note, admin_note: row.admin_note, updated_at: row.updated_at.toISOString() };
}

/** The name of the package or lodging asked for; a request for one that is not there is refused. */
async function targetName(db: Db, target: BookingTarget, id: number): Promise<string> {
  try {
    const record = target === 'paket' ? await getRecord(db, records.paket, id) : await getRecord(db, records.accommodation, id);
    return record.name;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('BAD_REQUEST', 'bookingTargetMissing');
    throw error;
  }
}

const created = new WeakMap<Db, Set<() => void>>();

/** Called after every new request is committed (the email notifier); returns the way to stop listening. */
export function onBookingCreated(db: Db, listener: () => void): () => void {
  const listeners = created.get(db) ?? new Set();
  created.set(db, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stores a visitor's request and returns what the visitor may see of it. `ip` counts against the hourly
 * limit, in the same transaction as the request, so a refused one costs nothing and a stored one is counted.
 * A form whose hidden field is filled is a robot's: it is told the same as a person and nothing is kept.
 */
export async function createBooking(db: Db, data: BookingData, ip: string, now = new Date()): Promise<BookingView> {
  const name = await targetName(db, data.target, data.target_id);
  const { website, ...request } = data;
  if (website !== '') {
    const { whatsapp: _number, note: _note, ...seen } = request;
    return { ...seen, code: newBookingCode(), target_name: name, status: 'baru', created_at: now.toISOString(), erased: false };
  }
  await ensureRequestFits(db, request);
  const id = await db.transaction().execute(async (trx) => {
    const slot = await countInWindow(trx, 'booking_attempt', `ip:${ip}`, now, new Date(now.getTime() - HOUR_MS));
    if (slot.count > BOOKING.perHour) throw tooMany(slot.window_start, HOUR_MS, now);
    let code = newBookingCode();
    while (await repo.codeTaken(trx, code)) code = newBookingCode();
    return repo.insertRequest(trx, { ...request, code, target_name: name });
  });
  for (const listener of created.get(db) ?? []) listener();
  const row = await repo.selectById(db, id);
  if (!row) throw notFound('bookingNotFound');
  return toView(row);
}

/**
 * The visitor's view of a request by its code; an unknown code is NOT_FOUND. Codes that find nothing are
 * counted against `ip` (BOOKING.lookupMisses in a window), so codes cannot be guessed by trying them: past
 * that, every lookup from the address is TOO_MANY_REQUESTS until its window ends, a known code's too, and
 * nothing is looked up, since a different answer (or a different time to answer) would tell a guesser
 * which codes exist. A known code within the limit costs nothing: a visitor may reload their status page
 * as often as they like.
 */
export async function bookingByCode(db: Db, code: string, ip: string, now = new Date()): Promise<BookingView> {
  const key = `lookup:${ip}`;
  const expiredBefore = new Date(now.getTime() - BOOKING.lookupWindowMs);
  const missed = await currentCount(db, 'booking_attempt', key, expiredBefore);
  if (missed && missed.count >= BOOKING.lookupMisses) throw tooMany(missed.window_start, BOOKING.lookupWindowMs, now);
  const stored = normalizeBookingCode(code);
  const row = stored ? await repo.selectByCode(db, stored) : undefined;
  if (row) return toView(row);
  // Counted after the check above: parallel misses each take their own count, and those past the limit are refused.
  const misses = await countInWindow(db, 'booking_attempt', key, now, expiredBefore);
  if (misses.count > BOOKING.lookupMisses) throw tooMany(misses.window_start, BOOKING.lookupWindowMs, now);
  throw notFound('bookingNotFound');
}

/** Newest first, those the filter asks for (the rule the inbox filters by too). */
export async function listBookings(db: Db, filter: BookingFilter = {}): Promise<BookingRequest[]> {
  return (await repo.selectNewestFirst(db)).map(toRequest).filter((request) => matchesBookingFilter(request, filter));
}

export async function getBooking(db: Db, id: number): Promise<BookingRequest> {
  const row = await repo.selectById(db, id);
  if (!row) throw notFound('bookingNotFound');
  return toRequest(row);
}

/**
 * The village's answer to a request. Confirming it takes its room or places, checked in the same
 * transaction (availability.service.ts); a change of status changes what the calendars show, so the
 * public reads are dropped with it.
 */
export async function updateBooking(db: Db, id: number, change: { status?: BookingStatus; admin_note?: string }): Promise<BookingRequest> {
  await writing(db, async (trx) => {
    const before = await repo.selectById(trx, id);
    if (!before) throw notFound('bookingNotFound');
    if (change.status === OCCUPYING_STATUS && before.status !== OCCUPYING_STATUS) await ensureConfirmable(trx, { ...before, target: before.target as BookingTarget });
    if (!(await repo.updateRequest(trx, id, change))) throw notFound('bookingNotFound');
    const old = Object.fromEntries(Object.keys(change).map((field) => [field, before[field as keyof typeof change]]));
    await audit(trx, { action: 'update', kind: 'booking', recordId: id, recordName: before.code, changes: changesBetween(old, change) });
  });
  return getBooking(db, id);
}

export function countNewBookings(db: Db): Promise<number> {
  return repo.countWithStatus(db, 'baru');
}

/**
 * Erases name, number and notes of requests whose visit (or check-out) was more than `retentionDays` ago
 * on the village's calendar, and sweeps the counters whose windows ended (an hour is the longest); the
 * count of requests erased.
 */
export async function eraseExpiredBookings(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  await repo.deleteSlotsBefore(db, new Date(now.getTime() - HOUR_MS));
  return repo.eraseVisitsBefore(db, villageToday(new Date(now.getTime() - retentionDays * DAY_MS)), now);
}

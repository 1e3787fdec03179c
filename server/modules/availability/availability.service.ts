/**
 * Availability (DESIGN.md §9): what a lodging or package has free on each day. A lodging has `units` rooms;
 * each confirmed request takes one for every night from check-in to the night before check-out, and so
 * does each booking read from another platform's calendar. A package has `capacity` places a day (none:
 * any number), which confirmed requests take by their party size, and may run on given days only. A day
 * the village closes has nothing free. Only "dikonfirmasi" takes anything: a request cancelled or
 * completed frees what it held. Confirming beyond what is free is refused, one confirmation of a lodging or
 * package at a time (its row is locked), so two admins cannot both take its last room.
 */
import {
  AVAILABILITY_TARGETS,
  addDays,
  daysFrom,
  formatDaySpans,
  hasRoom,
  monthBounds,
  type AvailabilityTarget,
  type DayAvailability,
  type DayState,
  type MonthAvailability,
} from '../../../shared/availability';
import type { BookingField } from '../../../shared/booking-form';
import { formatCalendarDay, villageToday } from '../../../shared/event-time';
import type { CalendarOverview, CalendarRow } from '../../../shared/schemas/availability';
import type { Db } from '../../db/connection';
import { cachedRead, writing } from '../../db/read-cache';
import { AppError, notFound } from '../../errors';
import { audit } from '../audit/audit.service';
import * as repo from './availability.repository';
import type { ImportedRow, InventoryRow, StayRow } from './availability.repository';

/** Only a confirmed request takes a room or places. */
export const OCCUPYING_STATUS = 'dikonfirmasi';
/** How far past the asked day the nearest free days are looked for. */
const SEARCH_DAYS = 180;
/** How many free days a package's refusal offers. */
const OFFERED_DAYS = 3;

/** What takes a lodging's rooms or a package's places in a range: confirmed requests, imported bookings, closed days. */
export interface Occupancy {
  stays: StayRow[];
  imported: ImportedRow[];
  closed: Map<string, string>;
}

/** How much of each day's rooms or places the occupancy takes. */
function usedByDay({ stays, imported }: Pick<Occupancy, 'stays' | 'imported'>, target: AvailabilityTarget): Map<string, number> {
  const used = new Map<string, number>();
  const take = (first: string, end: string, amount: number) => {
    for (const day of daysFrom(first, end)) used.set(day, (used.get(day) ?? 0) + amount);
  };
  for (const stay of stays) take(stay.first_day, stay.end_day, target === 'paket' ? stay.people : 1);
  for (const booking of imported) take(booking.first_day, booking.end_day, 1);
  return used;
}

/** Each day of [from, to) of one lodging or package; days before `today` are past. */
function daysOf(inventory: InventoryRow, target: AvailabilityTarget, occupancy: Occupancy, from: string, to: string, today: string): DayAvailability[] {
  const used = usedByDay(occupancy, target);
  const runs = new Set(inventory.run_dates);
  return daysFrom(from, to).map((day) => {
    const free = inventory.size === null ? null : Math.max(0, inventory.size - (used.get(day) ?? 0));
    let state: DayState = free === 0 ? 'full' : 'open';
    if (runs.size > 0 && !runs.has(day)) state = 'off';
    if (occupancy.closed.has(day)) state = 'closed';
    if (day < today) state = 'past';
    return { day, state, free };
  });
}

/** What to count: the requests of these statuses, and (lodgings) the bookings read from other platforms or not. */
interface Counted {
  statuses?: readonly string[];
  imported?: boolean;
}

/** What occupies the given lodgings or packages (every one when `ids` is not given) in [from, to). */
async function occupancyIn(db: Db, target: AvailabilityTarget, from: string, to: string, ids?: readonly number[], { statuses = [OCCUPYING_STATUS], imported = true }: Counted = {}) {
  const [stays, bookings, closures] = await Promise.all([
    repo.selectStays(db, target, statuses, from, to, ids),
    target === 'accommodation' && imported ? repo.selectImported(db, from, to, ids) : Promise.resolve([]),
    repo.selectClosures(db, target, from, to, ids),
  ]);
  return { stays, imported: bookings, closures };
}

/** One record's share of an occupancy read for several. */
function occupancyOf(id: number, read: Awaited<ReturnType<typeof occupancyIn>>, statuses: readonly string[] = [OCCUPYING_STATUS]): Occupancy {
  return {
    stays: read.stays.filter((stay) => stay.target_id === id && statuses.includes(stay.status)),
    imported: read.imported.filter((booking) => booking.accommodation_id === id),
    closed: new Map(read.closures.filter((closure) => closure.target_id === id).map((closure) => [closure.day, closure.reason])),
  };
}

/** Each day of [from, to) of one lodging or package (days before `today` past), or null when it is not there. */
async function availabilityOf(
  db: Db,
  target: AvailabilityTarget,
  id: number,
  from: string,
  to: string,
  { today, published, imported = true }: { today: string; published: boolean; imported?: boolean },
): Promise<{ inventory: InventoryRow; days: DayAvailability[] } | null> {
  const [inventory] = await repo.selectInventory(db, target, { ids: [id], published });
  if (!inventory) return null;
  const occupancy = occupancyOf(id, await occupancyIn(db, target, from, to, [id], { imported }));
  return { inventory, days: daysOf(inventory, target, occupancy, from, to, today) };
}

/**
 * A lodging's own nights in [from, to), drafts included and none of them past: what its confirmed requests
 * and closed days take, without the bookings read from other platforms (its iCal export publishes these, and
 * sending those back to the platforms they came from would keep them alive there). Null when it is not there.
 */
export function ownNights(db: Db, lodgingId: number, from: string, to: string): Promise<{ inventory: InventoryRow; days: DayAvailability[] } | null> {
  return availabilityOf(db, 'accommodation', lodgingId, from, to, { today: '', published: false, imported: false });
}

/** A month of a published lodging or package, as its page shows it (kept in memory until the next write). */
export function monthAvailability(db: Db, target: AvailabilityTarget, id: number, month: string, today = villageToday()): Promise<MonthAvailability> {
  return cachedRead(db, `availability:${target}:${id}:${month}:${today}`, async () => {
    const { start, end } = monthBounds(month);
    const found = await availabilityOf(db, target, id, start, end, { today, published: true });
    if (!found) throw notFound(target === 'paket' ? 'paketNotFound' : 'accommodationNotFound');
    return { month, size: found.inventory.size, days: found.days };
  });
}

/** The days a request asks for: a lodging's nights, or a package's visit day. */
export interface RequestedDays {
  target: AvailabilityTarget;
  target_id: number;
  visit_date: string | null;
  check_in: string | null;
  check_out: string | null;
  people: number;
}

function askedDays(request: RequestedDays): string[] {
  if (request.target === 'paket') return request.visit_date ? [request.visit_date] : [];
  return request.check_in && request.check_out ? daysFrom(request.check_in, request.check_out) : [];
}

/** The request's days that have no room for it in `days`. */
function fullDays(request: RequestedDays, days: readonly DayAvailability[]): string[] {
  const people = request.target === 'paket' ? request.people : 1;
  const byDay = new Map(days.map((day) => [day.day, day]));
  return askedDays(request).filter((day) => !hasRoom(byDay.get(day), people));
}

/** The request's field a refusal of its days stands beside: a package's visit day, a lodging's check-in. */
function datesField(target: AvailabilityTarget): BookingField {
  return target === 'paket' ? 'visit_date' : 'check_in';
}

/**
 * A visitor's request for days with nothing free is refused ("Tanggal yang dipilih sudah penuh."), with the
 * nearest free days after them: a stay of as many nights for a lodging, a few days for a package. The
 * refusal names the date field, where the form shows it.
 */
export async function ensureRequestFits(db: Db, request: RequestedDays, today = villageToday()): Promise<void> {
  const asked = askedDays(request);
  const first = asked[0];
  if (first === undefined) return;
  const nights = asked.length;
  const found = await availabilityOf(db, request.target, request.target_id, first, addDays(first, SEARCH_DAYS + nights), { today, published: true });
  if (!found || fullDays(request, found.days).length === 0) return;
  const refused = (key: 'bookingDatesFull' | 'bookingDatesFullNextStay' | 'bookingDatesFullNextDays', values: Record<string, string> = {}) =>
    new AppError('CONFLICT', key, values, undefined, datesField(request.target));
  const people = request.target === 'paket' ? request.people : 1;
  const free = found.days.map((day) => hasRoom(day, people));
  if (request.target === 'accommodation') {
    const start = found.days.findIndex((_, index) => index > 0 && index + nights <= free.length && free.slice(index, index + nights).every(Boolean));
    const checkIn = found.days[start]?.day;
    if (start < 0 || !checkIn) throw refused('bookingDatesFull');
    throw refused('bookingDatesFullNextStay', { checkIn: formatCalendarDay(checkIn), checkOut: formatCalendarDay(addDays(checkIn, nights)) });
  }
  const offered = found.days.filter((day, index) => index > 0 && free[index]).slice(0, OFFERED_DAYS);
  if (offered.length === 0) throw refused('bookingDatesFull');
  throw refused('bookingDatesFullNextDays', { dates: offered.map((day) => formatCalendarDay(day.day)).join(', ') });
}

/**
 * Inside the transaction that confirms a request: locks its lodging or package and refuses (409, naming
 * the days) when its days have nothing left for it. A request whose record is gone holds nothing to check.
 * Past days count as any other: a stay confirmed afterwards still took its room.
 */
export async function ensureConfirmable(trx: Db, request: RequestedDays & { target_name: string }): Promise<void> {
  const asked = askedDays(request);
  const first = asked[0];
  const end = asked.at(-1);
  if (first === undefined || end === undefined) return;
  if (!(await repo.lockInventory(trx, request.target, request.target_id))) return;
  const found = await availabilityOf(trx, request.target, request.target_id, first, addDays(end, 1), { today: '', published: false });
  const full = found ? fullDays(request, found.days) : [];
  if (full.length > 0) throw new AppError('CONFLICT', 'bookingConfirmFull', { name: request.target_name, dates: formatDaySpans(full) });
}

/** Requests the admin's month shows: those still to answer and the confirmed ones. */
const OPEN_STATUSES = ['baru', 'dihubungi', OCCUPYING_STATUS] as const;

/** Every lodging and package not in the trash, with each day of the month and what fills it (the admin's month view). */
export async function calendarOverview(db: Db, month: string): Promise<CalendarOverview> {
  const { start, end } = monthBounds(month);
  const rows: CalendarRow[] = [];
  for (const target of AVAILABILITY_TARGETS) {
    const [inventories, read] = await Promise.all([repo.selectInventory(db, target), occupancyIn(db, target, start, end, undefined, { statuses: OPEN_STATUSES })]);
    for (const inventory of inventories) {
      const shown = occupancyOf(inventory.id, read, OPEN_STATUSES);
      const occupying = { ...shown, stays: shown.stays.filter((stay) => stay.status === OCCUPYING_STATUS) };
      rows.push({
        target,
        id: inventory.id,
        name: inventory.name,
        size: inventory.size,
        days: daysOf(inventory, target, occupying, start, end, ''),
        requests: shown.stays.map(({ target_id: _id, ...request }) => request),
        imported: shown.imported.map(({ accommodation_id: _id, ...booking }) => booking),
        closures: [...shown.closed].map(([day, reason]) => ({ day, reason })),
      });
    }
  }
  return { month, rows };
}

/** The lodging or package a closure names, or NOT_FOUND. */
/** The lodging's or package's name; NOT_FOUND when it is not there (or in the trash). */
async function requireInventory(db: Db, target: AvailabilityTarget, id: number): Promise<string> {
  const [inventory] = await repo.selectInventory(db, target, { ids: [id] });
  if (!inventory) throw notFound(target === 'paket' ? 'paketNotFound' : 'accommodationNotFound');
  return inventory.name;
}

/** Closes a day of a lodging or package ("Tutup"): nothing on it is free. Requests already confirmed keep their days. */
export async function closeDay(db: Db, closure: { target: AvailabilityTarget; id: number; day: string; reason: string }, userId: number | null): Promise<void> {
  await writing(db, async (trx) => {
    const name = await requireInventory(trx, closure.target, closure.id);
    await repo.insertClosure(trx, { target: closure.target, target_id: closure.id, day: closure.day, reason: closure.reason, created_by: userId });
    await audit(trx, { action: 'day_close', kind: closure.target, recordId: closure.id, recordName: name, changes: { day: [null, closure.day], reason: [null, closure.reason] } });
  });
}

/** Opens a day the village had closed; a day that was not closed stays as it is. */
export async function openDay(db: Db, closure: { target: AvailabilityTarget; id: number; day: string }): Promise<void> {
  await writing(db, async (trx) => {
    const name = await requireInventory(trx, closure.target, closure.id);
    if (!(await repo.deleteClosure(trx, closure.target, closure.id, closure.day))) return;
    await audit(trx, { action: 'day_open', kind: closure.target, recordId: closure.id, recordName: name, changes: { day: [closure.day, null] } });
  });
}

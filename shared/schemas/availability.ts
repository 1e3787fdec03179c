/**
 * The typed API's inputs and outputs for availability (shared/availability.ts): a visitor's month of a
 * lodging or package, and the admin's month of all of them with the closing and opening of days.
 */
import { z } from 'zod';
import { isCalendarDay, isCalendarMonth, type AvailabilityTarget, type DayAvailability } from '../availability';
import { BOOKING_TARGETS } from '../constants';
import { messages } from '../messages';
import { idSchema } from './common';
import { singleLine } from './single-line';

const target = z.enum(BOOKING_TARGETS, messages.invalidInput);
const month = z.string(messages.availabilityMonthInvalid).refine(isCalendarMonth, messages.availabilityMonthInvalid);
const day = z.string(messages.availabilityDayInvalid).refine(isCalendarDay, messages.availabilityDayInvalid);

/** A visitor's month: one of the six a page may show (another is answered with this month). */
export const monthAvailabilityInput = z.object({ target, id: idSchema, month: month.optional() });

export const calendarOverviewInput = z.object({ month });

/** The longest reason a closed day keeps. */
export const CLOSURE_REASON_MAX = 200;

export const closeDayInput = z.object({
  target,
  id: idSchema,
  day,
  reason: z.string(messages.invalidInput).trim().max(CLOSURE_REASON_MAX, messages.textTooLong).check(singleLine(messages.availabilityReasonOneLine)).default(''),
});

export const openDayInput = z.object({ target, id: idSchema, day });

/** A request as the admin's month view places it. */
export interface CalendarRequest {
  id: number;
  code: string;
  name: string;
  status: string;
  people: number;
  first_day: string;
  /** The day after the last one it takes. */
  end_day: string;
}

/** A booking read from another platform's calendar. */
export interface CalendarImported {
  feed_id: number;
  feed_label: string;
  feed_url: string;
  uid: string;
  summary: string;
  first_day: string;
  end_day: string;
}

/** One lodging or package in the admin's month: each day's state, and what fills it. */
export interface CalendarRow {
  target: AvailabilityTarget;
  id: number;
  name: string;
  size: number | null;
  days: DayAvailability[];
  /** Requests not cancelled or completed: new ones to answer, and the confirmed ones that take the days. */
  requests: CalendarRequest[];
  imported: CalendarImported[];
  closures: { day: string; reason: string }[];
}

export interface CalendarOverview {
  month: string;
  rows: CalendarRow[];
}

/**
 * The typed API of the statistics screen (/admin/statistik): a period (a year, or one month of it), what the
 * counting of visits shows for it, the booking requests followed, and the tourism log's entries.
 */
import { z } from 'zod';
import { PRICE_MAX, type BookingTarget } from '../constants';
import { messages } from '../messages';
import { idSchema } from './common';

export const TOURISM_LOG_TARGETS = ['attraction', 'paket'] as const;
export type TourismLogTarget = (typeof TOURISM_LOG_TARGETS)[number];

/** A year, or one month of it: the screen's filters. */
export const statsPeriodInput = z.object({
  year: z.number(messages.statsPeriodInvalid).int(messages.statsPeriodInvalid).min(2000, messages.statsPeriodInvalid).max(2100, messages.statsPeriodInvalid),
  month: z.number(messages.statsPeriodInvalid).int(messages.statsPeriodInvalid).min(1, messages.statsPeriodInvalid).max(12, messages.statsPeriodInvalid).optional(),
});
export type StatsPeriod = z.output<typeof statsPeriodInput>;

const count = z.number(messages.tourismLogCountInvalid).int(messages.tourismLogCountInvalid).min(0, messages.tourismLogCountInvalid).max(10_000_000, messages.tourismLogCountInvalid);

/** A month's entry for one attraction or package; `version` is the one the form was opened at (0: none yet). */
export const tourismLogInput = z.object({
  month: z.string(messages.statsPeriodInvalid).regex(/^\d{4}-(0[1-9]|1[0-2])$/, messages.statsPeriodInvalid),
  target: z.enum(TOURISM_LOG_TARGETS, messages.invalidInput),
  target_id: idSchema,
  visitors_domestic: count,
  visitors_foreign: count,
  groups: count,
  income: z.number(messages.tourismLogIncomeInvalid).int(messages.tourismLogIncomeInvalid).min(0, messages.tourismLogIncomeInvalid).max(PRICE_MAX, messages.tourismLogIncomeInvalid).nullable().default(null),
  version: z.number().int().min(0),
});
export type TourismLogData = z.output<typeof tourismLogInput>;

export const tourismLogMonthInput = z.object({ month: tourismLogInput.shape.month });

/** What an entry holds. */
export interface TourismLogFigures {
  visitors_domestic: number;
  visitors_foreign: number;
  groups: number;
  income: number | null;
}

/** One attraction's or package's line of a month: its entry, or what confirmed requests suggest before there is one. */
export interface TourismLogLine {
  month: string;
  target: TourismLogTarget;
  target_id: number;
  name: string;
  entry: (TourismLogFigures & { version: number; updated_at: string }) | null;
  /** From the month's confirmed requests (packages): party sizes, their number, price times people. */
  prefill: TourismLogFigures;
}

/** Views and visitors of one day, or of one value of a dimension over the period (visitors summed over days). */
export interface StatsCount {
  views: number;
  visitors: number;
}

export interface StatsOverview {
  period: StatsPeriod;
  /** Every day of the period up to today. */
  days: (StatsCount & { day: string })[];
  totals: StatsCount;
  pages: (StatsCount & { page: string })[];
  referrers: (StatsCount & { referrer: string })[];
  devices: (StatsCount & { device: string })[];
  languages: (StatsCount & { language: string })[];
  campaigns: (StatsCount & { field: string; value: string })[];
  /** Requests sent in the period, by the week they were sent (weeks start on Monday) and status. */
  requestWeeks: { week: string; statuses: Record<string, number>; total: number }[];
  requests: { total: number; confirmed: number };
  /** Packages and lodgings: views of their pages against requests for them, in the period. */
  targets: { target: BookingTarget; target_id: number; name: string; views: number; requests: number; confirmed: number }[];
  /** The tourism log's entries of the period, each month's summed. */
  tourismMonths: (TourismLogFigures & { month: string })[];
}

/**
 * The colours of a day's look in the calendar and its legend. Colour only repeats what the day's words say;
 * every pair keeps its text at 4.5:1 or more against its background (WCAG 1.4.3), the dimmed past days too.
 */
import type { DayTone } from './month-grid';

export const TONE_STYLES: Record<DayTone, string> = {
  open: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  few: 'border-amber-300 bg-amber-50 text-amber-900',
  full: 'border-red-300 bg-red-100 text-red-900',
  closed: 'border-slate-400 bg-slate-200 text-slate-800',
  off: 'border-dashed border-slate-300 bg-white text-slate-600',
  past: 'border-transparent bg-white text-slate-500',
};

/**
 * A filter above a list: its control in a box of its own width, named by a label only screen readers see
 * (the control itself shows what it filters by, as a placeholder or its first option).
 */
import { useId, type ReactNode } from 'react';

/** The look of a filter's select and date fields. */
export const FILTER_CONTROL = 'w-full rounded-md border border-slate-400 bg-white px-3 py-2 focus:outline-none focus:ring-2 focus:ring-emerald-600';

/** `children` draws the control, with the id its label points at. */
export function FilterControl({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="w-full sm:w-72">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

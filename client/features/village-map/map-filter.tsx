import { useId, useLayoutEffect, useRef } from 'react';
import { messages } from '@shared/messages/public';
import { FILTERS, type MapFilter as Filter } from './map-points';

function isFilter(value: string): value is Filter {
  return FILTERS.some((filter) => filter.value === value);
}

/**
 * The category dropdown of the village map (SPEC.md §2). A category chosen before the script took over is
 * in the box, not in the map's state: it is taken over before the first paint, so the map and the list
 * show that category instead of the box being reset to all.
 */
export function MapFilter({ value, onChange }: { value: Filter; onChange: (value: Filter) => void }) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    const chosen = select.current?.value;
    if (chosen !== undefined && chosen !== value && isFilter(chosen)) onChange(chosen);
    // Once, at hydration: from then on the box and the filter change together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">{messages.mapFilterLabel}</label>
      <select
        id={id}
        ref={select}
        value={value}
        onChange={(event) => {
          if (isFilter(event.target.value)) onChange(event.target.value);
        }}
        className="rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900"
      >
        {FILTERS.map((filter) => (
          <option key={filter.value} value={filter.value}>{messages[filter.label]}</option>
        ))}
      </select>
    </div>
  );
}

import { useId, useLayoutEffect, useRef } from 'react';
import { localizedPath } from '@shared/locale';
import { messages } from '@shared/messages/public';
import { FILTERS, isMapFilter, type MapFilter as Filter } from './map-points';

/**
 * The category dropdown of the village map (SPEC.md §2). It is a plain GET form (`?kategori=`) with its
 * button, so the server's page filters the list without JavaScript; with it, a choice filters the map and
 * the list at once. A category chosen before the script took over is in the box, not in the map's state:
 * it is taken over before the first paint, so the map and the list show that category instead of the box
 * being reset.
 */
export function MapFilter({ value, onChange }: { value: Filter; onChange: (value: Filter) => void }) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    const chosen = select.current?.value;
    if (chosen !== undefined && chosen !== value && isMapFilter(chosen)) onChange(chosen);
    // Once, at hydration: from then on the box and the filter change together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form method="get" action={localizedPath('/peta-desa')} className="flex items-end gap-2" onSubmit={(event) => event.preventDefault()}>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">{messages.mapFilterLabel}</label>
        <select
          id={id}
          ref={select}
          name="kategori"
          value={value}
          onChange={(event) => {
            if (isMapFilter(event.target.value)) onChange(event.target.value);
          }}
          className="rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900"
        >
          {FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>{messages[filter.label]}</option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-300">
        {messages.mapFilterApply}
      </button>
    </form>
  );
}

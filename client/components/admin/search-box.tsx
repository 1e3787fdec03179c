import { messages } from '@shared/messages';
import { FilterControl } from './filter-control';

export function SearchBox({ value, onChange, label = messages.adminSearch }: { value: string; onChange: (value: string) => void; label?: string }) {
  return (
    <FilterControl label={label}>
      {(id) => (
        <input
          id={id}
          type="search"
          value={value}
          placeholder={label}
          onChange={(event) => onChange(event.target.value)}
          className="w-full rounded-md border border-slate-400 px-3 py-2 focus:outline-none focus:ring-2 focus:ring-emerald-600"
        />
      )}
    </FilterControl>
  );
}

/** Case-insensitive substring match on name, like the public search (SPEC.md §2). */
export function matchesName(name: string, term: string): boolean {
  return name.toLowerCase().includes(term.trim().toLowerCase());
}

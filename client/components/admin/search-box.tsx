import { useId } from 'react';
import { messages } from '@shared/messages';

export function SearchBox({ value, onChange, label = messages.adminSearch }: { value: string; onChange: (value: string) => void; label?: string }) {
  const id = useId();
  return (
    <div className="w-full sm:w-72">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={label}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-md border border-slate-400 px-3 py-2 focus:outline-none focus:ring-2 focus:ring-emerald-600"
      />
    </div>
  );
}

/** Case-insensitive substring match on name, like the public search (SPEC.md §2). */
export function matchesName(name: string, term: string): boolean {
  return name.toLowerCase().includes(term.trim().toLowerCase());
}

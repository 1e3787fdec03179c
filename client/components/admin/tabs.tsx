/**
 * Tabs with WAI-ARIA tab semantics: the list / add tabs of every admin list screen (DESIGN.md §6), and a
 * record form's languages. The arrow keys move to the next or previous tab, Home and End to the first and last.
 */
import type { KeyboardEvent, ReactNode } from 'react';

export type TabKey = 'daftar' | 'tambah';

const LIST_TABS: readonly TabKey[] = ['daftar', 'tambah'];

const STEPS: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function AdminTabs<K extends string = TabKey>(props: {
  id: string;
  active: K;
  labels: Record<K, string>;
  onSelect: (tab: K) => void;
  children: ReactNode;
  /** The tabs in order; the list screen's two unless given. */
  keys?: readonly K[];
  /** The tab bar's name; the first tab's label unless given. */
  label?: string;
}) {
  const keys = props.keys ?? (LIST_TABS as readonly string[] as readonly K[]);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = keys[step(keys.indexOf(props.active), keys.length)];
    if (next === undefined) return;
    props.onSelect(next);
    document.getElementById(`${props.id}-tab-${next}`)?.focus();
  };
  const first = keys[0];
  return (
    <div>
      <div role="tablist" aria-label={props.label ?? (first === undefined ? undefined : props.labels[first])} className="mb-4 flex gap-2 border-b border-slate-300" onKeyDown={onKeyDown}>
        {keys.map((key) => {
          const selected = props.active === key;
          return (
            <button
              key={key}
              id={`${props.id}-tab-${key}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${props.id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => props.onSelect(key)}
              className={`-mb-px rounded-t-md border-b-2 px-4 py-2 font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 ${
                selected ? 'border-emerald-700 text-emerald-800' : 'border-transparent text-slate-700 hover:text-slate-900'
              }`}
            >
              {props.labels[key]}
            </button>
          );
        })}
      </div>
      <div id={`${props.id}-panel`} role="tabpanel" aria-labelledby={`${props.id}-tab-${props.active}`}>
        {props.children}
      </div>
    </div>
  );
}

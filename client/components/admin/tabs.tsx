/** The list / add tabs of every admin list screen (DESIGN.md §6), with WAI-ARIA tab semantics. */
import type { KeyboardEvent, ReactNode } from 'react';

export type TabKey = 'daftar' | 'tambah';

export function AdminTabs(props: {
  id: string;
  active: TabKey;
  labels: Record<TabKey, string>;
  onSelect: (tab: TabKey) => void;
  children: ReactNode;
}) {
  const keys: TabKey[] = ['daftar', 'tambah'];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = props.active === 'daftar' ? 'tambah' : 'daftar';
    props.onSelect(next);
    document.getElementById(`${props.id}-tab-${next}`)?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={props.labels.daftar} className="mb-4 flex gap-2 border-b border-slate-300" onKeyDown={onKeyDown}>
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

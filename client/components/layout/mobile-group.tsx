import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { AnchorItem } from './nav-items';

interface Props {
  label: string;
  to: '/attractions' | '/facilities';
  items: readonly AnchorItem[];
  active: boolean;
  onChoose: () => void;
}

/** An expandable group of the mobile menu (SPEC.md §4: each dropdown group toggles). */
export function MobileGroup({ label, to, items, active, onChoose }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-active={active || undefined}
        onClick={() => setOpen((value) => !value)}
        className="mobile-item flex w-full items-center justify-between"
      >
        {label}
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <ul id={listId} hidden={!open} className="border-l-2 border-brand-100 ml-4 mb-2">
        {items.map((item) => (
          <li key={item.hash}>
            <Link to={to} hash={item.hash} onClick={onChoose} className="block px-4 py-2 text-sm text-slate-800 hover:text-brand-700">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

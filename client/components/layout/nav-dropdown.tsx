import { Link } from '@tanstack/react-router';
import { useCallback, useId, useRef, useState } from 'react';
import type { AnchorItem } from './nav-items';
import { useOutsideClick } from './use-outside-click';

interface Props {
  label: string;
  to: '/attractions' | '/facilities';
  items: readonly AnchorItem[];
  active: boolean;
}

/** A desktop menu item with a dropdown of section anchors; closes on an outside click, Escape or a choice. */
export function NavDropdown({ label, to, items, active }: Props) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, open, close);
  return (
    <li ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-active={active || undefined}
        onClick={() => setOpen((value) => !value)}
        className="nav-item flex items-center gap-1"
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}>
          <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 w-64 rounded-lg border border-slate-200 bg-white py-2 shadow-lg"
      >
        {items.map((item) => (
          <li key={item.hash}>
            <Link
              to={to}
              hash={item.hash}
              onClick={close}
              className="block px-4 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

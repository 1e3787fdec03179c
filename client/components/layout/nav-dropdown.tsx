import { useRef } from 'react';
import type { ListPath } from '@shared/constants';
import { AnchorList } from './menu-links';
import type { AnchorItem } from './nav-items';
import { useDetailsMenu } from './use-details-menu';

interface Props {
  label: string;
  to: ListPath;
  items: readonly AnchorItem[];
  active: boolean;
}

/** The desktop dropdowns share one `name`: the browser keeps at most one open, with or without scripts. */
const DROPDOWN_GROUP = 'menu-utama';

/**
 * A desktop menu item with a dropdown of section anchors, drawn as `<details>` so it opens without scripts;
 * once they run it closes on an outside click, Escape or a choice (SPEC.md §2).
 */
export function NavDropdown({ label, to, items, active }: Props) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { close } = useDetailsMenu(ref);
  return (
    <li className="relative">
      <details ref={ref} name={DROPDOWN_GROUP} className="group">
        <summary data-active={active || undefined} className="nav-item flex cursor-pointer list-none items-center gap-1">
          {label}
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open:rotate-180">
            <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </summary>
        <AnchorList
          to={to}
          items={items}
          onChoose={close}
          className="absolute left-0 top-full z-50 mt-2 w-64 rounded-lg border border-slate-200 bg-white py-2 shadow-lg"
          linkClassName="block px-4 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50"
        />
      </details>
    </li>
  );
}

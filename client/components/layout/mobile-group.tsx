import type { ListPath } from '@shared/constants';
import { AnchorList } from './menu-links';
import type { AnchorItem } from './nav-items';

interface Props {
  label: string;
  to: ListPath;
  items: readonly AnchorItem[];
  active: boolean;
  onChoose: () => void;
}

/**
 * An expandable group of the mobile menu (SPEC.md §4: each dropdown group toggles): a `<details>` the
 * browser opens, before and without scripts too; React never sets its `open`, so hydration keeps it.
 */
export function MobileGroup({ label, to, items, active, onChoose }: Props) {
  return (
    <li>
      <details className="group/sub">
        <summary data-active={active || undefined} className="mobile-item flex w-full cursor-pointer list-none items-center justify-between">
          {label}
          <span aria-hidden="true" className="group-open/sub:hidden">+</span>
          <span aria-hidden="true" className="hidden group-open/sub:inline">−</span>
        </summary>
        <AnchorList to={to} items={items} onChoose={onChoose} className="border-l-2 border-brand-100 ml-4 mb-2" linkClassName="block px-4 py-2 text-sm text-slate-800 hover:text-brand-700" />
      </details>
    </li>
  );
}

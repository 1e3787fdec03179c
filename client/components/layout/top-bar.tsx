import { Link, useLocation } from '@tanstack/react-router';
import { useCallback, useId, useRef, useState } from 'react';
import { messages, message } from '../../../shared/messages/public';
import { village } from '../../../shared/village';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import { useHideOnScroll } from './use-hide-on-scroll';
import { useOutsideClick } from './use-outside-click';

/** The fixed public top bar (SPEC.md §2): hides past 100px scrolling down, returns scrolling up. */
export function TopBar() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const hidden = useHideOnScroll(menuOpen);
  const ref = useRef<HTMLElement>(null);
  const menuId = useId();
  const close = useCallback(() => setMenuOpen(false), []);
  useOutsideClick(ref, menuOpen, close);

  return (
    <header
      ref={ref}
      data-testid="top-bar"
      data-hidden={hidden || undefined}
      className={`fixed inset-x-0 top-0 z-[1100] bg-white/95 shadow-sm backdrop-blur transition-transform duration-300 ${hidden ? '-translate-y-full' : 'translate-y-0'}`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 rounded font-bold text-brand-700" aria-label={message('homeLabel', { title: village.title })}>
          <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8" />
          <span className="text-lg leading-tight">{village.title}</span>
        </Link>
        <DesktopNav pathname={pathname} />
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? messages.menuClose : messages.menuOpen}
          onClick={() => setMenuOpen((value) => !value)}
          className="rounded-md p-2 text-brand-700 hover:bg-brand-50 lg:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      <MobileNav id={menuId} open={menuOpen} pathname={pathname} onChoose={close} />
    </header>
  );
}

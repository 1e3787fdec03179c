import { useRef } from 'react';
import { defineIsland } from '../../islands/define-island';
import { messages, message } from '@shared/messages/public';
import { SMALL_IMAGE_WIDTH } from '@shared/constants';
import { imageUrl } from '@shared/image-url';
import { villageSettings } from '@client/lib/village';
import { DesktopNav } from './desktop-nav';
import { LanguageSwitch } from './language-switch';
import { MobileNav } from './mobile-nav';
import { useDetailsMenu } from './use-details-menu';
import { useHideOnScroll } from './use-hide-on-scroll';
import { localizedPath } from '@shared/locale';

/**
 * The fixed public top bar (SPEC.md §2): hides past 100px scrolling down, returns scrolling up. On a small
 * screen its menu is a `<details>`: it opens without scripts, and its button's name and icon follow it in CSS.
 */
/** The village's logo ("Pengaturan Desa"), else the site's own mark; the link names the village. */
function VillageLogo() {
  const { logo } = villageSettings();
  if (!logo) return <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8" />;
  return <img src={imageUrl(logo, SMALL_IMAGE_WIDTH)} alt="" width={logo.width} height={logo.height} className="h-10 w-auto max-w-[120px] object-contain" />;
}

interface Props {
  /** The page's route path and its search (`?q=obor`), which the language switch keeps. */
  pathname: string;
  search: string;
}

export function TopBar({ pathname, search }: Props) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const { open: menuOpen, close } = useDetailsMenu(menuRef);
  const hidden = useHideOnScroll(menuOpen);

  return (
    <header
      data-testid="top-bar"
      data-hidden={hidden || undefined}
      className={`fixed inset-x-0 top-0 z-[1100] bg-white/95 shadow-sm backdrop-blur transition-transform duration-300 ${hidden ? '-translate-y-full' : 'translate-y-0'}`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a href={localizedPath('/')} className="flex items-center gap-2 rounded font-bold text-brand-700" aria-label={message('homeLabel', { title: villageSettings().title })}>
          <VillageLogo />
          <span className="text-lg leading-tight">{villageSettings().title}</span>
        </a>
        <DesktopNav pathname={pathname} />
        <LanguageSwitch path={pathname + search} className="nav-item hidden items-center gap-1.5 whitespace-nowrap lg:flex" />
        <details ref={menuRef} data-testid="mobile-menu" className="group/menu lg:hidden">
          <summary data-testid="menu-toggle" className="flex cursor-pointer list-none rounded-md p-2 text-brand-700 hover:bg-brand-50">
            <span className="sr-only group-open/menu:hidden">{messages.menuOpen}</span>
            <span className="sr-only hidden group-open/menu:block">{messages.menuClose}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path className="group-open/menu:hidden" d="M4 7h16M4 12h16M4 17h16" />
              <path className="hidden group-open/menu:block" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </summary>
          <MobileNav pathname={pathname} onChoose={close} languageSwitch={<LanguageSwitch path={pathname + search} className="mobile-item flex items-center gap-2" />} />
        </details>
      </div>
    </header>
  );
}

/** The top bar hydrates on every public page: its menus close on an outside press, and it hides on scrolling. */
export const TopBarIsland = defineIsland('top-bar', TopBar);

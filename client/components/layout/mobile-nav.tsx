import type { ReactNode } from 'react';
import { messages } from '@shared/messages/public';
import { village } from '@shared/village';
import { InfoDesaLink } from './menu-links';
import { MobileGroup } from './mobile-group';
import { FASILITAS_ANCHORS, isActive, KULINER_ANCHORS, WISATA_ANCHORS } from './nav-items';
import { localizedPath } from '@shared/locale';

interface Props {
  pathname: string;
  onChoose: () => void;
  /** The link to this page in the other language, last in the menu. */
  languageSwitch: ReactNode;
}

/**
 * The small-screen menu panel (SPEC.md §2): expandable Wisata and Fasilitas, the map labelled "WebGIS".
 * It is the content of the top bar's `<details>`, drawn under the bar at full width.
 */
export function MobileNav({ pathname, onChoose, languageSwitch }: Props) {
  return (
    <nav aria-label={messages.navMainLabel} className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-sm">
      <ul className="mx-auto max-w-6xl px-4 py-2">
        <li>
          <a href={localizedPath('/about')} onClick={onChoose} data-active={isActive(pathname, 'about') || undefined} className="mobile-item block">
            {messages.navAbout}
          </a>
        </li>
        <MobileGroup label={messages.navWisata} to="/attractions" items={WISATA_ANCHORS} active={isActive(pathname, 'wisata')} onChoose={onChoose} />
        <MobileGroup label={messages.navFasilitas} to="/facilities" items={FASILITAS_ANCHORS} active={isActive(pathname, 'fasilitas')} onChoose={onChoose} />
        <MobileGroup label={messages.navKuliner} to="/kuliner" items={KULINER_ANCHORS} active={isActive(pathname, 'kuliner')} onChoose={onChoose} />
        <li>
          <a href={localizedPath('/agenda')} onClick={onChoose} data-active={isActive(pathname, 'agenda') || undefined} className="mobile-item block">
            {messages.navAgenda}
          </a>
        </li>
        <li>
          <a href={localizedPath('/peta-desa')} onClick={onChoose} data-active={isActive(pathname, 'peta') || undefined} className="mobile-item block">
            {messages.navWebGis}
          </a>
        </li>
        <li>
          <a href={localizedPath(village.masterplanPath)} onClick={onChoose} data-active={isActive(pathname, 'masterplan') || undefined} className="mobile-item block">
            {messages.navMasterplan}
          </a>
        </li>
        <li>
          <InfoDesaLink onClick={onChoose} className="mobile-item block" />
        </li>
        <li className="border-t border-slate-200">{languageSwitch}</li>
      </ul>
    </nav>
  );
}

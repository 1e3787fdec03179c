import { messages } from '@shared/messages/public';
import { village } from '@shared/village';
import { InfoDesaLink } from './menu-links';
import { NavDropdown } from './nav-dropdown';
import { FASILITAS_ANCHORS, isActive, KULINER_ANCHORS, WISATA_ANCHORS } from './nav-items';
import { localizedPath } from '@shared/locale';

/** The wide-screen menu (SPEC.md §2): Tentang, Wisata ▾, Fasilitas ▾, Agenda, Peta Desa, Masterplan, Info Desa. */
export function DesktopNav({ pathname }: { pathname: string }) {
  return (
    <nav aria-label={messages.navMainLabel} data-testid="desktop-nav" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <li>
          <a href={localizedPath('/about')} data-active={isActive(pathname, 'about') || undefined} className="nav-item">
            {messages.navAbout}
          </a>
        </li>
        <NavDropdown label={messages.navWisata} to="/attractions" items={WISATA_ANCHORS} active={isActive(pathname, 'wisata')} />
        <NavDropdown label={messages.navFasilitas} to="/facilities" items={FASILITAS_ANCHORS} active={isActive(pathname, 'fasilitas')} />
        <NavDropdown label={messages.navKuliner} to="/kuliner" items={KULINER_ANCHORS} active={isActive(pathname, 'kuliner')} />
        <li>
          <a href={localizedPath('/agenda')} data-active={isActive(pathname, 'agenda') || undefined} className="nav-item">
            {messages.navAgenda}
          </a>
        </li>
        <li>
          <a href={localizedPath('/peta-desa')} data-active={isActive(pathname, 'peta') || undefined} className="nav-item">
            {messages.navPetaDesa}
          </a>
        </li>
        <li>
          <a href={localizedPath(village.masterplanPath)} data-active={isActive(pathname, 'masterplan') || undefined} className="nav-item">
            {messages.navMasterplan}
          </a>
        </li>
        <li>
          <InfoDesaLink className="nav-item" />
        </li>
      </ul>
    </nav>
  );
}

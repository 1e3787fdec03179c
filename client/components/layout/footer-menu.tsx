import { messages } from '@shared/messages/public';
import { village } from '@shared/village';
import { defineIsland } from '../../islands/define-island';
import { useSignedIn } from '../../lib/page-session';
import { InfoDesaLink } from './menu-links';
import { localizedPath } from '@shared/locale';

const linkClass = 'text-brand-100 hover:text-white hover:underline';

/**
 * The footer's menu grid (SPEC.md §2), with Admin Login for visitors without a session: `rendered` says
 * whether the server rendered the page for a signed-in user (lib/page-session.ts).
 */
export function FooterMenu({ rendered }: { rendered: boolean }) {
  const signedIn = useSignedIn(rendered);
  return (
    <nav aria-label={messages.footerMenu}>
      <h2 className="font-semibold">{messages.footerMenu}</h2>
      <ul className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <li><a href={localizedPath('/about')} className={linkClass}>{messages.navAbout}</a></li>
        <li><a href={localizedPath('/attractions')} className={linkClass}>{messages.navWisata}</a></li>
        <li><a href={localizedPath('/facilities')} className={linkClass}>{messages.navFasilitas}</a></li>
        <li><a href={localizedPath('/kuliner')} className={linkClass}>{messages.navKuliner}</a></li>
        <li><a href={localizedPath('/agenda')} className={linkClass}>{messages.navAgenda}</a></li>
        <li><a href={localizedPath('/peta-desa')} className={linkClass}>{messages.navWebGis}</a></li>
        <li><a href={localizedPath(village.masterplanPath)} className={linkClass}>{messages.navMasterplan}</a></li>
        <li>
          <InfoDesaLink className={linkClass} />
        </li>
        {signedIn ? null : (
          <li><a href="/login" className={linkClass}>{messages.footerAdminLogin}</a></li>
        )}
      </ul>
    </nav>
  );
}

/** Hydrates to drop Admin Login in a tab that signed in, on a page the server rendered for anyone. */
export const FooterMenuIsland = defineIsland('footer-menu', FooterMenu);

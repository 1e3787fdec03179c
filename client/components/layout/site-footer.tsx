import { Link } from '@tanstack/react-router';
import { message, messages } from '../../../shared/messages/public';
import { villageYear } from '../../../shared/format';
import { village } from '../../../shared/village';
import { usePageNow } from '../../lib/page-now';
import { useSignedIn } from '../../lib/page-session';
import { SocialLinks } from './social-links';

const linkClass = 'text-brand-100 hover:text-white hover:underline';

/** The public footer (SPEC.md §2): description, social links, menu grid, Admin Login, copyright. */
export function SiteFooter() {
  const signedIn = useSignedIn();
  // The year as the server rendered it, so a page rendered before midnight of 31 December hydrates as sent.
  const now = usePageNow();
  return (
    <footer className="bg-brand-800 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{village.title}</p>
          <p className="mt-2 text-sm text-brand-100">{village.description}</p>
        </div>
        <nav aria-label={messages.footerMenu}>
          <h2 className="font-semibold">{messages.footerMenu}</h2>
          <ul className="mt-2 grid grid-cols-2 gap-2 text-sm">
            <li><Link to="/about" className={linkClass}>{messages.navAbout}</Link></li>
            <li><Link to="/attractions" className={linkClass}>{messages.navWisata}</Link></li>
            <li><Link to="/facilities" className={linkClass}>{messages.navFasilitas}</Link></li>
            <li><Link to="/agenda" className={linkClass}>{messages.navAgenda}</Link></li>
            <li><Link to="/peta-desa" className={linkClass}>{messages.navWebGis}</Link></li>
            <li><Link to={village.masterplanPath} className={linkClass}>{messages.navMasterplan}</Link></li>
            <li>
              <a href={village.infoDesaUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {messages.navInfoDesa}
                <span className="sr-only"> {messages.newTabHint}</span>
              </a>
            </li>
            {signedIn ? null : (
              <li><Link to="/login" className={linkClass}>{messages.footerAdminLogin}</Link></li>
            )}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold">{messages.footerFollow}</h2>
          <div className="mt-3">
            <SocialLinks />
          </div>
        </div>
      </div>
      <p className="border-t border-white/15 px-4 py-4 text-center text-sm text-brand-100">
        {message('footerCopyright', { year: villageYear(now), title: village.title, regency: village.regency, province: village.province })}
      </p>
    </footer>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { message, messages } from '@shared/messages/public';
import { villageYear } from '@shared/format';
import { villageSettings, villageTextLang } from '@client/lib/village';
import { usePageNow } from '../../lib/page-now';
import { renderedSignedIn } from '../../lib/page-session';
import { FooterMenuIsland } from './footer-menu';
import { SocialLinks } from './social-links';

/** The reservation phone and email, those the village has ("Pengaturan Desa"). */
function VillageContacts() {
  const { phone, email } = villageSettings();
  if (!phone && !email) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm">
      {phone ? (
        <li>
          {messages.footerPhone} <a href={`tel:+${phone.replace(/^0/, '62')}`} className="font-semibold underline underline-offset-2">{phone}</a>
        </li>
      ) : null}
      {email ? (
        <li>
          {messages.footerEmail} <a href={`mailto:${email}`} className="font-semibold underline underline-offset-2">{email}</a>
        </li>
      ) : null}
    </ul>
  );
}

/** The public footer (SPEC.md §2): description, social links, menu grid, Admin Login, copyright. */
export function SiteFooter() {
  const signedIn = renderedSignedIn(useQueryClient());
  // The year of the render's own time (lib/page-now.ts), one clock for the whole page.
  const now = usePageNow();
  const village = villageSettings();
  return (
    <footer className="bg-brand-800 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{village.title}</p>
          <p lang={villageTextLang('description')} className="mt-2 text-sm text-brand-100">{village.description}</p>
          <VillageContacts />
        </div>
        <FooterMenuIsland rendered={signedIn} />
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

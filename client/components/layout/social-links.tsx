import { messages } from '@shared/messages/public';
import { whatsAppLink, type VillageSettings } from '@shared/village';
import { villageSettings } from '@client/lib/village';

const ICONS = {
  youtube: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z',
  instagram: 'M12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm0 7.4a2.9 2.9 0 1 1 0-5.8 2.9 2.9 0 0 1 0 5.8ZM17 6a1 1 0 1 0 0 2 1 1 0 0 0 0-2ZM16.5 3h-9A4.5 4.5 0 0 0 3 7.5v9A4.5 4.5 0 0 0 7.5 21h9a4.5 4.5 0 0 0 4.5-4.5v-9A4.5 4.5 0 0 0 16.5 3Zm2.9 13.5a2.9 2.9 0 0 1-2.9 2.9h-9a2.9 2.9 0 0 1-2.9-2.9v-9a2.9 2.9 0 0 1 2.9-2.9h9a2.9 2.9 0 0 1 2.9 2.9v9Z',
  tiktok: 'M16.5 3c.3 2.2 1.7 3.7 4 3.9v3.2a7.3 7.3 0 0 1-4-1.2v6.3A5.7 5.7 0 1 1 10.8 9.5v3.3a2.5 2.5 0 1 0 2.4 2.5V3h3.3Z',
  whatsApp: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm0 16.4a7.4 7.4 0 0 1-3.8-1l-.3-.2-2.7.7.7-2.6-.2-.3A7.4 7.4 0 1 1 12 19.4Zm4-5.5c-.2-.1-1.3-.6-1.5-.7s-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6 6 0 0 1-3-2.6c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.6c-.2-.4-.4-.4-.5-.4h-.4a.8.8 0 0 0-.6.3 2.5 2.5 0 0 0-.8 1.9 4.4 4.4 0 0 0 .9 2.3 10 10 0 0 0 3.9 3.4c1.4.6 2 .7 2.7.6a2.3 2.3 0 0 0 1.5-1.1 1.9 1.9 0 0 0 .1-1.1c0-.1-.2-.2-.4-.3Z',
} as const;

const LINKS = [
  { key: 'youtube', label: 'socialYoutube' },
  { key: 'facebook', label: 'socialFacebook' },
  { key: 'instagram', label: 'socialInstagram' },
  { key: 'tiktok', label: 'socialTiktok' },
  { key: 'whatsApp', label: 'socialWhatsApp' },
] as const;

function hrefOf(village: VillageSettings, key: (typeof LINKS)[number]['key']): string {
  return key === 'whatsApp' ? whatsAppLink(village) : village.social[key];
}

/** The village's public accounts, those it has ("Pengaturan Desa"; SPEC.md §2, footer). */
export function SocialLinks() {
  const village = villageSettings();
  return (
    <ul className="flex gap-3">
      {LINKS.filter((link) => hrefOf(village, link.key) !== '').map((link) => (
        <li key={link.key}>
          <a
            href={hrefOf(village, link.key)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${messages[link.label]} ${messages.newTabHint}`}
            className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
              <path d={ICONS[link.key]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

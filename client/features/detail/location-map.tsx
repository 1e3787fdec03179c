import { directionsLink, mapEmbedUrl } from '@shared/format';
import { message, messages } from '@shared/messages/public';
import { defineIsland } from '../../islands/define-island';
import { ClientOnly } from '../../lib/hydrated';
import { InfoSection } from './info-section';

const MAP_BOX = 'h-72 w-full rounded-xl border border-slate-200 bg-slate-100';

/**
 * The embedded map queried by the location text, and a directions link from the coordinates (SPEC.md §2,
 * DESIGN.md §7). The map is a page of another site: it is added in the browser once the page is running, so
 * it never holds back the first paint; the server's page keeps its place (and the directions link).
 */
export function LocationMap({ location, name }: { location: string; name: string }) {
  if (!location.trim()) return null;
  const directions = directionsLink(location);
  return (
    <InfoSection title={messages.detailLocation}>
      <ClientOnly fallback={<div className={MAP_BOX} />}>
        <iframe
          src={mapEmbedUrl(location)}
          title={message('detailMapTitle', { name })}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className={MAP_BOX}
        />
      </ClientOnly>
      {directions ? (
        <a href={directions} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block font-semibold text-brand-700 underline">
          {messages.detailDirections}
          <span className="sr-only"> {messages.newTabHint}</span>
        </a>
      ) : null}
    </InfoSection>
  );
}

/** Hydrates to add the embedded map once the page runs. */
export const LocationMapIsland = defineIsland('location-map', LocationMap);

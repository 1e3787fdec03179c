import { directionsLink, mapEmbedUrl } from '../../../shared/format';
import { message, messages } from '../../../shared/messages/public';
import { InfoSection } from './info-section';

/** The embedded map queried by the location text, and a directions link from the coordinates (SPEC.md §2, DESIGN.md §7). */
export function LocationMap({ location, name }: { location: string; name: string }) {
  if (!location.trim()) return null;
  const directions = directionsLink(location);
  return (
    <InfoSection title={messages.detailLocation}>
      <iframe
        src={mapEmbedUrl(location)}
        title={message('detailMapTitle', { name })}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="h-72 w-full rounded-xl border border-slate-200 bg-slate-100"
      />
      {directions ? (
        <a href={directions} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block font-semibold text-brand-700 underline">
          {messages.detailDirections}
          <span className="sr-only"> {messages.newTabHint}</span>
        </a>
      ) : null}
    </InfoSection>
  );
}

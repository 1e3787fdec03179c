import { directionsLink, formatLocation } from '@shared/format';
import { messages } from '@shared/messages/public';
import type { MapPoint } from './map-points';
import { localizedPath } from '@shared/locale';

/**
 * A point's name: a link to its detail page when it has one (an admin's map location has none). Both
 * links here are at least 24 px high, a target a thumb can tell from its neighbour (WCAG 2.5.8).
 */
export function PointName({ point }: { point: MapPoint }) {
  if (!point.href) return <span data-testid="map-point-name">{point.name}</span>;
  return (
    <a href={localizedPath(point.href)} data-testid="map-point-name" className="inline-block min-h-6 py-0.5 font-semibold text-brand-700 underline underline-offset-2">
      {point.name}
    </a>
  );
}

/** Google Maps directions to the point's coordinates, in a new tab, as on the detail pages (DESIGN.md §7). */
export function PointDirections({ point }: { point: MapPoint }) {
  return (
    <a href={directionsLink(formatLocation(point)) ?? undefined} target="_blank" rel="noopener noreferrer" className="inline-block min-h-6 py-0.5 text-sm text-slate-700 underline">
      {messages.detailDirections}
      <span className="sr-only"> {point.name}, {messages.newTabHint}</span>
    </a>
  );
}

import { directionsLink, formatLocation } from '@shared/format';
import { messages } from '@shared/messages/public';
import { CATEGORY_STYLE, type MapPoint } from './map-points';

/** A point's name: a link to its detail page when it has one (an admin's map location has none). */
function PointName({ point }: { point: MapPoint }) {
  if (!point.href) return <span data-testid="map-point-name">{point.name}</span>;
  return (
    <a href={point.href} data-testid="map-point-name" className="inline-block min-h-6 py-0.5 font-semibold text-brand-700 underline underline-offset-2">
      {point.name}
    </a>
  );
}

/**
 * "Lokasi Ditampilkan": the shown points with their colour dots (SPEC.md §2). Each links to its detail page
 * and to its directions, as plain links the server renders: the list works where the map cannot run. Each
 * link is at least 24 px high, a target a thumb can tell from its neighbour (WCAG 2.5.8).
 */
export function PointList({ points }: { points: readonly MapPoint[] }) {
  return (
    <section aria-labelledby="lokasi-judul" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="lokasi-judul" className="text-lg font-bold text-slate-900">{messages.mapListTitle}</h2>
      {points.length === 0 ? (
        <p className="mt-3 text-slate-700">{messages.emptyMapCategory}</p>
      ) : (
        <ul className="mt-3 max-h-[420px] space-y-3 overflow-y-auto" data-testid="map-point-list">
          {points.map((point) => (
            <li key={point.key} className="flex items-start gap-2 text-slate-800">
              <span aria-hidden="true" className="mt-1.5 h-3 w-3 shrink-0 rounded-full" style={{ backgroundColor: CATEGORY_STYLE[point.category].colour }} />
              <div className="flex min-w-0 flex-col items-start">
                <PointName point={point} />
                <span className="sr-only"> ({CATEGORY_STYLE[point.category].label})</span>
                <a href={directionsLink(formatLocation(point)) ?? undefined} target="_blank" rel="noopener noreferrer" className="inline-block min-h-6 py-0.5 text-sm text-slate-700 underline">
                  {messages.detailDirections}
                  <span className="sr-only"> {point.name}, {messages.newTabHint}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

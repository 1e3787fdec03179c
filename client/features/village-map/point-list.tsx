import { directionsLink, formatLocation } from '../../../shared/format';
import { messages } from '../../../shared/messages/public';
import { CATEGORY_STYLE, type MapPoint } from './map-points';

/**
 * "Lokasi Ditampilkan": the shown points with their colour dots (SPEC.md §2). Without JavaScript there is
 * no map, so each point also offers its directions link there.
 */
export function PointList({ points }: { points: readonly MapPoint[] }) {
  return (
    <section aria-labelledby="lokasi-judul" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="lokasi-judul" className="text-lg font-bold text-slate-900">{messages.mapListTitle}</h2>
      {points.length === 0 ? (
        <p className="mt-3 text-slate-700">{messages.emptyMapCategory}</p>
      ) : (
        <ul className="mt-3 max-h-[420px] space-y-2 overflow-y-auto" data-testid="map-point-list">
          {points.map((point) => (
            <li key={point.key} className="flex items-center gap-2 text-slate-800">
              <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-full" style={{ backgroundColor: CATEGORY_STYLE[point.category].colour }} />
              <span>{point.name}</span>
              <span className="sr-only">({CATEGORY_STYLE[point.category].label})</span>
              <noscript>
                <a href={directionsLink(formatLocation(point)) ?? undefined} target="_blank" rel="noopener noreferrer" className="ml-auto text-sm font-semibold text-brand-700 underline">
                  {messages.detailDirections}
                  <span className="sr-only"> {point.name}, {messages.newTabHint}</span>
                </a>
              </noscript>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

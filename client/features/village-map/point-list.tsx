import { messages } from '@shared/messages/public';
import { CATEGORY_STYLE, type MapPoint } from './map-points';
import { PointDirections, PointName } from './point-links';

/**
 * "Lokasi Ditampilkan": the shown points with their colour dots (SPEC.md §2). Each links to its detail page
 * and to its directions, as plain links the server renders: the list works where the map cannot run. The
 * list scrolls inside its box, so the box itself takes the keyboard's focus and is named by the heading:
 * arrow keys then scroll it (WCAG 2.1.1, axe's scrollable-region-focusable).
 */
export function PointList({ points }: { points: readonly MapPoint[] }) {
  return (
    <section aria-labelledby="lokasi-judul" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="lokasi-judul" className="text-lg font-bold text-slate-900">{messages.mapListTitle}</h2>
      {points.length === 0 ? (
        <p className="mt-3 text-slate-700">{messages.emptyMapCategory}</p>
      ) : (
        <ul
          tabIndex={0}
          aria-labelledby="lokasi-judul"
          className="mt-3 max-h-[420px] space-y-3 overflow-y-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
          data-testid="map-point-list"
        >
          {points.map((point) => (
            <li key={point.key} className="flex items-start gap-2 text-slate-800">
              <span aria-hidden="true" className="mt-1.5 h-3 w-3 shrink-0 rounded-full" style={{ backgroundColor: CATEGORY_STYLE[point.category].colour }} />
              <div className="flex min-w-0 flex-col items-start">
                <PointName point={point} />
                <span className="sr-only"> ({messages[CATEGORY_STYLE[point.category].label]})</span>
                <PointDirections point={point} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

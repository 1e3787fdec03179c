/**
 * The village map's interactive part (SPEC.md §2): the category filter, the Leaflet map and the list of
 * the points shown. It hydrates as an island from the points the server built. Leaflet runs in the
 * browser only and loads in its own chunk once the page runs (DESIGN.md §5); until then, and without
 * JavaScript, the side list stands for the map, each point with its page and directions.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { messages } from '@shared/messages/public';
import { shownAddressWith } from '@client/lib/shown-address';
import { defineIsland } from '../../islands/define-island';
import { ClientOnly } from '../../lib/hydrated';
import { MapFilter } from './map-filter';
import { filterPoints, type MapFilter as Filter, type MapPoint } from './map-points';
import { PointList } from './point-list';

const VillageMap = lazy(() => import('./village-map').then((module) => ({ default: module.VillageMap })));

const MAP_PLACEHOLDER = <div className="h-[480px] w-full rounded-xl bg-slate-200 md:h-[560px]" />;

/** The map with the points the server built and the category its address named (`?kategori=`). */
export function MapExplorer({ points, initial = 'semua' }: { points: MapPoint[]; initial?: Filter }) {
  const [filter, setFilter] = useState<Filter>(initial);
  const choose = (chosen: Filter) => {
    setFilter(chosen);
    // The address follows, as the form without scripts would load it.
    window.history.replaceState(window.history.state, '', shownAddressWith({ kategori: chosen === 'semua' ? undefined : chosen }));
  };
  const shown = useMemo(() => filterPoints(points, filter), [points, filter]);
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
      <div className="space-y-4">
        <MapFilter value={filter} onChange={choose} />
        <div role="region" aria-label={messages.mapRegionLabel} data-testid="village-map">
          <ClientOnly fallback={MAP_PLACEHOLDER}>
            <Suspense fallback={MAP_PLACEHOLDER}>
              <VillageMap points={shown} />
            </Suspense>
          </ClientOnly>
        </div>
      </div>
      <PointList points={shown} />
    </div>
  );
}

export const MapExplorerIsland = defineIsland('village-map', MapExplorer);

import { createFileRoute } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { DELAY } from '../../shared/constants';
import { message, messages } from '../../shared/messages';
import { village } from '../../shared/village';
import { PageSpinner } from '../components/feedback/page-spinner';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { buildPoints, filterPoints, meanCenter, type MapFilter as Filter } from '../features/village-map/map-points';
import { MapFilter } from '../features/village-map/map-filter';
import { PointList } from '../features/village-map/point-list';
import { VillageMap } from '../features/village-map/village-map';
import { trpc } from '../lib/trpc';
import { usePageTitle } from '../components/layout/use-page-title';

export const Route = createFileRoute('/peta-desa')({
  // The map only logs load failures (SPEC.md §8): a failed list leaves its points off the map.
  loader: async ({ context: { queryUtils: q } }) => {
    const loads = [q.attraction.list, q.accommodation.list, q.facility.list, q.mapLocation.list];
    if (loads.every((load) => load.getData() !== undefined)) return;
    const results = await Promise.allSettled(loads.map((load) => load.ensureData()));
    for (const result of results) if (result.status === 'rejected') console.error(result.reason);
  },
  pendingMs: 0,
  pendingMinMs: DELAY.mapSpinner,
  pendingComponent: PageSpinner,
  component: VillageMapPage,
});

const quiet = { retry: false, throwOnError: false } as const;

function VillageMapPage() {
  usePageTitle(messages.navPetaDesa);
  const attractions = trpc.attraction.list.useQuery(undefined, quiet);
  const accommodations = trpc.accommodation.list.useQuery(undefined, quiet);
  const facilities = trpc.facility.list.useQuery(undefined, quiet);
  const mapLocations = trpc.mapLocation.list.useQuery(undefined, quiet);
  const [filter, setFilter] = useState<Filter>('semua');
  const points = useMemo(
    () =>
      buildPoints({
        attractions: attractions.data ?? [],
        accommodations: accommodations.data ?? [],
        facilities: facilities.data ?? [],
        mapLocations: mapLocations.data ?? [],
      }),
    [attractions.data, accommodations.data, facilities.data, mapLocations.data],
  );
  const shown = useMemo(() => filterPoints(points, filter), [points, filter]);
  const center = useMemo(() => meanCenter(shown), [shown]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb current={messages.navPetaDesa} />
      <h1 className="mt-4 text-3xl font-extrabold text-slate-900 md:text-4xl">{message('mapTitle', { name: village.name })}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{message('mapIntro', { name: village.name })}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          <MapFilter value={filter} onChange={setFilter} />
          <div role="region" aria-label={messages.mapRegionLabel} data-testid="village-map">
            <VillageMap points={shown} center={center} />
          </div>
        </div>
        <PointList points={shown} />
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { ClientOnly, createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DELAY } from '../../shared/constants';
import { message, messages } from '../../shared/messages/public';
import { village } from '../../shared/village';
import { PageSpinner } from '../components/feedback/page-spinner';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { buildPoints, filterPoints, meanCenter, type MapFilter as Filter } from '../features/village-map/map-points';
import { MapFilter } from '../features/village-map/map-filter';
import { PointList } from '../features/village-map/point-list';
import { loadMissingSettled } from '../components/feedback/load-missing';
import { recordQueries } from '../lib/queries';
import { mapSchema, pageHead } from '../lib/page-head';

export const Route = createFileRoute('/peta-desa')({
  // The map only logs load failures (SPEC.md §8): a failed list leaves its points off the map.
  loader: async ({ context }) => {
    const results = (await loadMissingSettled(context.queryClient, MAP_SOURCES.map((kind) => recordQueries[kind].list()))) ?? [];
    for (const result of results) if (result.status === 'rejected') console.error(result.reason);
  },
  pendingMs: 0,
  pendingMinMs: DELAY.mapSpinner,
  pendingComponent: MapPending,
  head: ({ match }) =>
    pageHead({
      page: messages.navPetaDesa,
      description: message('metaMapDescription', { village: village.name }),
      siteUrl: match.context.siteUrl,
      path: match.pathname,
      ...mapSchema(),
    }),
  component: VillageMapPage,
});

/** The title needs no data, so it stands from the first paint; only the map waits behind the spinner. */
function MapHeader() {
  return (
    <>
      <Breadcrumb current={messages.navPetaDesa} />
      <h1 className="mt-4 text-3xl font-extrabold text-slate-900 md:text-4xl">{message('mapTitle', { name: village.name })}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{message('mapIntro', { name: village.name })}</p>
    </>
  );
}

function MapPending() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <MapHeader />
      <PageSpinner />
    </div>
  );
}

// Leaflet loads beside the page, not before it: the title paints while the map's code still downloads.
const VillageMap = lazy(() => import('../features/village-map/village-map').then((module) => ({ default: module.VillageMap })));

const MAP_PLACEHOLDER = <div className="h-[480px] w-full rounded-xl bg-slate-200 md:h-[560px]" />;

const MAP_SOURCES = ['attraction', 'accommodation', 'facility', 'mapLocation'] as const;

const quiet = { retry: false, throwOnError: false } as const;

function VillageMapPage() {
  const attractions = useQuery({ ...recordQueries.attraction.list(), ...quiet });
  const accommodations = useQuery({ ...recordQueries.accommodation.list(), ...quiet });
  const facilities = useQuery({ ...recordQueries.facility.list(), ...quiet });
  const mapLocations = useQuery({ ...recordQueries.mapLocation.list(), ...quiet });
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
      <MapHeader />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          <MapFilter value={filter} onChange={setFilter} />
          <div role="region" aria-label={messages.mapRegionLabel} data-testid="village-map">
            {/* Leaflet runs in the browser only: the server's page and a browser without JavaScript show the
                side list, whose every point has its directions link. */}
            <ClientOnly fallback={MAP_PLACEHOLDER}>
              <Suspense fallback={MAP_PLACEHOLDER}>
                <VillageMap points={shown} center={center} />
              </Suspense>
            </ClientOnly>
          </div>
        </div>
        <PointList points={shown} />
      </div>
    </div>
  );
}

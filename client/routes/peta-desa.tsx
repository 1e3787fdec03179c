import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DELAY } from '@shared/constants';
import { message, messages } from '@shared/messages/public';
import { village } from '@shared/village';
import { PageSpinner } from '../components/feedback/page-spinner';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { MapExplorerIsland } from '../features/village-map/map-explorer';
import { buildPoints } from '../features/village-map/map-points';
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
const MAP_SOURCES = ['attraction', 'accommodation', 'facility', 'mapLocation'] as const;

const quiet = { retry: false, throwOnError: false } as const;

function VillageMapPage() {
  const attractions = useQuery({ ...recordQueries.attraction.list(), ...quiet });
  const accommodations = useQuery({ ...recordQueries.accommodation.list(), ...quiet });
  const facilities = useQuery({ ...recordQueries.facility.list(), ...quiet });
  const mapLocations = useQuery({ ...recordQueries.mapLocation.list(), ...quiet });
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
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <MapHeader />
      <MapExplorerIsland points={points} />
    </div>
  );
}

import { useQueries } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '@shared/constants';
import { message, messages } from '@shared/messages/public';
import { villageSettings } from '@client/lib/village';
import { PageSpinner } from '../components/feedback/page-spinner';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { MapExplorerIsland } from '../features/village-map/map-explorer';
import { validateMapSearch, type MapPoint } from '../features/village-map/map-points';
import { loadMissingSettled } from '../components/feedback/load-missing';
import { MAP_KINDS } from '../kinds/client-kinds';
import { mapSchema, routeHead } from '../lib/page-head';

export const Route = createFileRoute('/peta-desa')({
  // The map only logs load failures (SPEC.md §8): a failed list leaves its points off the map.
  loader: async ({ context }) => {
    const results = (await loadMissingSettled(context.queryClient, MAP_KINDS.map((kind) => kind.list()))) ?? [];
    for (const result of results) if (result.status === 'rejected') console.error(result.reason);
  },
  pendingMs: 0,
  pendingMinMs: DELAY.mapSpinner,
  pendingComponent: MapPending,
  head: routeHead((village) => ({ page: messages.navPetaDesa, description: message('metaMapDescription', { village: village.name }), schema: mapSchema })),
  // The category chosen without scripts (`?kategori=`): the server's list shows only its points.
  validateSearch: validateMapSearch,
  component: VillageMapPage,
});

/** The title needs no data, so it stands from the first paint; only the map waits behind the spinner. */
function MapHeader() {
  const { name } = villageSettings();
  return (
    <>
      <Breadcrumb current={messages.navPetaDesa} />
      <h1 className="mt-4 text-3xl font-extrabold text-slate-900 md:text-4xl">{message('mapTitle', { name })}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{message('mapIntro', { name })}</p>
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

const quiet = { retry: false, throwOnError: false } as const;

/** The points of the lists read so far: a list that failed leaves its kind's points off the map. */
function pointsOf(lists: readonly { data?: readonly unknown[] }[]): MapPoint[] {
  return MAP_KINDS.flatMap((kind, index) => kind.points(lists[index]?.data ?? []));
}

/** Every kind's records on the map (client/kinds/: each declares where its records stand); Leaflet loads beside the page, not before it. */
function VillageMapPage() {
  const kategori = Route.useSearch({ select: (search) => search.kategori });
  const points = useQueries({ queries: MAP_KINDS.map((kind) => ({ ...kind.list(), ...quiet })), combine: pointsOf });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <MapHeader />
      <MapExplorerIsland points={points} initial={kategori} />
    </div>
  );
}

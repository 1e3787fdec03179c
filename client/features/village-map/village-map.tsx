/**
 * The Leaflet map (SPEC.md §2). Only the /peta-desa route imports this file, so Leaflet and its CSS stay in
 * that route's chunk (DESIGN.md §5). Tiles from OpenStreetMap with attribution; no marker images to load.
 */
import { messages } from '@shared/messages/public';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { MAP_ZOOM } from '@shared/constants';
import { villageSettings } from '@client/lib/village';
import { formatCoordinates } from '@shared/format';
import { ResponsiveImage } from '@client/components/ui/responsive-image';
import { TILE_ATTRIBUTION, tileUrl } from '../../lib/map-tiles';
import { CATEGORY_STYLE, type MapPoint } from './map-points';
import { PointDirections, PointName } from './point-links';

function markerIcon(colour: string): L.DivIcon {
  return L.divIcon({
    className: 'map-marker',
    html: `<span style="background:${colour}"></span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -15],
  });
}

/**
 * How the map frames the shown points: every marker whole inside it (a marker is drawn 14 px round its
 * point; 32 px leave a margin), and never closer than SPEC.md §2's zoom 17, so that one point, or a few
 * side by side, is shown among its neighbours rather than as a street.
 */
const FIT: L.FitBoundsOptions = { padding: [32, 32], maxZoom: MAP_ZOOM };

/** Where the map opens when it shows no point: the village's own centre and zoom ("Pengaturan Desa"). */
function villageView(): { center: L.LatLngTuple; zoom: number } {
  const { latitude, longitude, zoom } = villageSettings().map;
  return { center: [latitude, longitude], zoom };
}

/** The box round the shown points, or null when none is shown. */
function boundsOf(points: readonly MapPoint[]): L.LatLngBounds | null {
  return points.length === 0 ? null : L.latLngBounds(points.map((point): L.LatLngTuple => [point.latitude, point.longitude]));
}

/**
 * Frames the shown points again whenever they change (a filter); with none shown, the village's centre
 * and zoom. The first view is the container's own, so no tile of another view is fetched first.
 */
function FitPoints({ bounds }: { bounds: L.LatLngBounds | null }) {
  const map = useMap();
  useEffect(() => {
    if (bounds) map.fitBounds(bounds, FIT);
    else map.setView(villageView().center, villageView().zoom);
  }, [map, bounds]);
  return null;
}

/** A marker's popup (SPEC.md §2: name, category, coordinates), with its photo, its page and its directions. */
function PointPopup({ point }: { point: MapPoint }) {
  return (
    <Popup>
      <div className="flex w-48 flex-col items-start gap-0.5">
        {point.image ? <ResponsiveImage image={point.image} alt={point.name} className="mb-1 h-28 w-48 rounded object-cover" /> : null}
        <PointName point={point} />
        <span>{messages[CATEGORY_STYLE[point.category].label]}</span>
        <span data-testid="popup-coordinates">{formatCoordinates(point)}</span>
        <PointDirections point={point} />
      </div>
    </Popup>
  );
}

export function VillageMap({ points }: { points: readonly MapPoint[] }) {
  const icons = useMemo(
    () => Object.fromEntries(Object.entries(CATEGORY_STYLE).map(([category, style]) => [category, markerIcon(style.colour)])),
    [],
  );
  const bounds = useMemo(() => boundsOf(points), [points]);
  const view = bounds ? { bounds, boundsOptions: FIT } : villageView();
  return (
    <MapContainer {...view} scrollWheelZoom={false} className="h-[480px] w-full rounded-xl md:h-[560px]">
      <TileLayer url={tileUrl()} attribution={TILE_ATTRIBUTION} maxZoom={19} />
      <FitPoints bounds={bounds} />
      {points.map((point) => (
        <Marker key={point.key} position={[point.latitude, point.longitude]} icon={icons[point.category]} title={point.name} alt={point.name}>
          <PointPopup point={point} />
        </Marker>
      ))}
    </MapContainer>
  );
}

/**
 * The Leaflet map (SPEC.md §2). Only the /peta-desa route imports this file, so Leaflet and its CSS stay in
 * that route's chunk (DESIGN.md §5). Tiles from OpenStreetMap with attribution; no marker images to load.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { MAP_ZOOM } from '@shared/constants';
import { formatCoordinates, type Coordinates } from '@shared/format';
import { TILE_ATTRIBUTION, tileUrl } from '../../lib/map-tiles';
import { CATEGORY_STYLE, type MapPoint } from './map-points';

function markerIcon(colour: string): L.DivIcon {
  return L.divIcon({
    className: 'map-marker',
    html: `<span style="background:${colour}"></span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -15],
  });
}

/** Re-centres at zoom 17 whenever the shown points change (SPEC.md §2). */
function Recenter({ center }: { center: Coordinates }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.latitude, center.longitude], MAP_ZOOM);
  }, [map, center.latitude, center.longitude]);
  return null;
}

export function VillageMap({ points, center }: { points: readonly MapPoint[]; center: Coordinates }) {
  const icons = useMemo(
    () => Object.fromEntries(Object.entries(CATEGORY_STYLE).map(([category, style]) => [category, markerIcon(style.colour)])),
    [],
  );
  return (
    <MapContainer center={[center.latitude, center.longitude]} zoom={MAP_ZOOM} scrollWheelZoom={false} className="h-[480px] w-full rounded-xl md:h-[560px]">
      <TileLayer url={tileUrl()} attribution={TILE_ATTRIBUTION} maxZoom={19} />
      <Recenter center={center} />
      {points.map((point) => (
        <Marker key={point.key} position={[point.latitude, point.longitude]} icon={icons[point.category]} title={point.name} alt={point.name}>
          <Popup>
            <strong>{point.name}</strong>
            <br />
            {CATEGORY_STYLE[point.category].label}
            <br />
            <span data-testid="popup-coordinates">{formatCoordinates(point)}</span>
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}

/**
 * Click the map to set the coordinates (DESIGN.md §7). Tiles may fail to load (offline, blocked);
 * the click still works because it reads the map's own projection. "Gunakan lokasi saya" uses the
 * device position.
 */
import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP_ZOOM } from '@shared/constants';
import type { Coordinates } from '@shared/format';
import { messages } from '@shared/messages';
import { villageSettings } from '@client/lib/village';
import { TILE_ATTRIBUTION, tileUrl } from '@client/lib/map-tiles';
import { BUTTON } from '@client/components/admin/fields';

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function ClickToPick({ onPick }: { onPick: (point: Coordinates) => void }) {
  useMapEvents({ click: (event) => onPick({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }) });
  return null;
}

function FollowPoint({ point }: { point: Coordinates | null }) {
  const map = useMap();
  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    if (latitude !== undefined && longitude !== undefined) map.panTo([latitude, longitude]);
  }, [map, latitude, longitude]);
  return null;
}

export function MapPicker({ value, onPick }: { value: Coordinates | null; onPick: (point: Coordinates) => void }) {
  const [geoError, setGeoError] = useState(false);
  const center = value ?? villageSettings().map;
  const locateMe = () => {
    setGeoError(false);
    if (!('geolocation' in navigator)) return setGeoError(true);
    navigator.geolocation.getCurrentPosition(
      (position) => onPick({ latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) }),
      () => setGeoError(true),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{messages.adminMapPickerHint}</p>
      <div data-testid="map-picker" role="region" aria-label={messages.adminMapPickerLabel} className="isolate h-64 overflow-hidden rounded-md border border-slate-300">
        <MapContainer center={[center.latitude, center.longitude]} zoom={MAP_ZOOM - 1} className="h-full w-full">
          <TileLayer url={tileUrl()} attribution={TILE_ATTRIBUTION} />
          <ClickToPick onPick={onPick} />
          <FollowPoint point={value} />
          {value ? <CircleMarker center={[value.latitude, value.longitude]} radius={9} pathOptions={{ color: '#b91c1c', fillOpacity: 0.7 }} /> : null}
        </MapContainer>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={BUTTON.secondary} onClick={locateMe}>
          {messages.adminUseMyLocation}
        </button>
        {geoError ? (
          <p role="alert" className="text-sm text-red-800">
            {messages.adminGeolocationFailed}
          </p>
        ) : null}
      </div>
    </div>
  );
}

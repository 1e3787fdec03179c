import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { messages } from '@shared/messages';
import { AdminOnly } from '@client/features/admin/layout/admin-only';
import { adminScreenRoute } from '@client/features/admin/layout/screen-route';
import { SettingsForm } from '@client/features/admin/settings/settings-form';
import { ScreenSection } from '@client/components/admin/screen-section';
import { villageSettingsQuery } from '../../lib/queries';

// Leaflet loads with the map, not with the route (it needs a browser window, and the route tree is read in Node too).
const MapPicker = lazy(() => import('@client/features/admin/records/map/map-picker').then((module) => ({ default: module.MapPicker })));

export const Route = createFileRoute('/admin/pengaturan')({
  ...adminScreenRoute({ spinner: 'listSpinner', loadFailed: messages.settingsLoadFailed }),
  loader: ({ context }) => context.queryClient.ensureQueryData(villageSettingsQuery()),
  component: Pengaturan,
});

function Pengaturan() {
  const { data } = useSuspenseQuery(villageSettingsQuery());
  return (
    <AdminOnly>
      <ScreenSection id="pengaturan" title={messages.settingsTitle}>
        {/* A save gives a new version: the form starts again from what was saved. */}
        <SettingsForm key={data.version} loaded={data} MapPicker={MapPicker} />
      </ScreenSection>
    </AdminOnly>
  );
}

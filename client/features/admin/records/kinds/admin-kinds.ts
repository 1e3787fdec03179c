/** Every admin record screen by its name in the URL (SPEC.md §2). */
import type { AdminKind, AdminScreen } from '../admin-kind';
import { accommodationAdmin } from './accommodation';
import { umkmAdmin, wisataAdmin } from './attraction';
import { eventAdmin } from './event';
import { facilityAdmin } from './facility';
import { mapLocationAdmin } from './map-location';
import { paketAdmin } from './paket';

export const ADMIN_KINDS: Record<AdminScreen, AdminKind> = {
  wisata: wisataAdmin,
  umkm: umkmAdmin,
  penginapan: accommodationAdmin,
  paket: paketAdmin,
  fasilitas: facilityAdmin,
  map: mapLocationAdmin,
  agenda: eventAdmin,
};

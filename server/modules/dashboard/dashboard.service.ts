/** The dashboard counts (SPEC.md §2) and the upcoming events; Sejarah counts as Religi (DESIGN.md §6). */
import { ATTRACTION_CATEGORY_GROUPS } from '../../../shared/constants';
import { splitByNow } from '../../../shared/event-time';
import type { Db } from '../../db/connection';
import { records } from '../../records/record-kinds';
import { listRecords } from '../../records/record.service';
import { countNewBookings } from '../booking/booking.service';
import * as repo from './dashboard.repository';

export interface DashboardCounts {
  religi: number;
  budaya: number;
  pesisir: number;
  penginapan: number;
  paket: number;
  fasilitas: number;
  kuliner: number;
  umkm: number;
  lokasi: number;
  /** Events to come, those in progress included. */
  agenda: number;
  /** Booking requests nobody has answered yet. */
  pemesanan: number;
}

export async function getDashboardCounts(db: Db): Promise<DashboardCounts> {
  const [byCategory, penginapan, paket, fasilitas, kuliner, lokasi, events, pemesanan] = await Promise.all([
    repo.countAttractionsByCategory(db),
    repo.countRows(db, records.accommodation.table),
    repo.countRows(db, records.paket.table),
    repo.countRows(db, records.facility.table),
    repo.countRows(db, records.kuliner.table),
    repo.countRows(db, records.mapLocation.table),
    listRecords(db, records.event),
    countNewBookings(db),
  ]);
  const count = (categories: readonly string[]) =>
    byCategory.filter((row) => categories.includes(row.category)).reduce((sum, row) => sum + Number(row.count), 0);
  return {
    religi: count(ATTRACTION_CATEGORY_GROUPS.religi),
    budaya: count(ATTRACTION_CATEGORY_GROUPS.budaya),
    pesisir: count(ATTRACTION_CATEGORY_GROUPS.pesisir),
    umkm: count(ATTRACTION_CATEGORY_GROUPS.umkm),
    penginapan,
    paket,
    fasilitas,
    kuliner,
    lokasi,
    agenda: splitByNow(events, new Date()).upcoming.length,
    pemesanan,
  };
}

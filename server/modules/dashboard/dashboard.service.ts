/** The six dashboard counts (SPEC.md §2); Sejarah counts as Religi (DESIGN.md §6). */
import { ATTRACTION_CATEGORY_GROUPS } from '../../../shared/constants';
import type { Db } from '../../db/connection';
import { records } from '../../records/record-kinds';
import * as repo from './dashboard.repository';

export interface DashboardCounts {
  religi: number;
  budaya: number;
  pesisir: number;
  penginapan: number;
  paket: number;
  fasilitas: number;
  umkm: number;
  lokasi: number;
}

export async function getDashboardCounts(db: Db): Promise<DashboardCounts> {
  const [byCategory, penginapan, paket, fasilitas, lokasi] = await Promise.all([
    repo.countAttractionsByCategory(db),
    repo.countRows(db, records.accommodation.table),
    repo.countRows(db, records.paket.table),
    repo.countRows(db, records.facility.table),
    repo.countRows(db, records.mapLocation.table),
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
    lokasi,
  };
}

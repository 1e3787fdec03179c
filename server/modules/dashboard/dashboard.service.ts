/** The six dashboard counts (SPEC.md §2); Sejarah counts as Religi (DESIGN.md §6). */
import type { Db } from '../../db/connection';
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
    repo.countRows(db, 'accommodation'),
    repo.countRows(db, 'paket'),
    repo.countRows(db, 'facility'),
    repo.countRows(db, 'map_location'),
  ]);
  const count = (...categories: string[]) =>
    byCategory.filter((row) => categories.includes(row.category)).reduce((sum, row) => sum + Number(row.count), 0);
  return {
    religi: count('Religi', 'Sejarah'),
    budaya: count('Budaya'),
    pesisir: count('Pesisir'),
    umkm: count('UMKM'),
    penginapan,
    paket,
    fasilitas,
    lokasi,
  };
}

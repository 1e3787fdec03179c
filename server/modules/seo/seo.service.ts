/**
 * The records behind the public detail pages (DESIGN.md §7), as the sitemap lists them. Writing it as
 * XML is the HTTP transport's work (server/http/seo.ts).
 */
import type { Db } from '../../db/connection';
import { RECORD_DESCRIPTORS } from '../../records/record-kinds';
import { listRecords } from '../../records/record.service';

/** The kinds with a public detail page (`<path>/<id>`), as their descriptors declare it. */
const DETAIL_PAGES = RECORD_DESCRIPTORS.flatMap((record) => (record.page ? [{ record, ...record.page }] : []));

/** The public list pages the records are shown on (`/attractions`, `/agenda`, `/kuliner` …), each once. */
export const LIST_PAGES: readonly string[] = [...new Set(DETAIL_PAGES.map((page) => page.list))];

/** The path of every record's detail page, for the sitemap. */
export async function detailPagePaths(db: Db): Promise<string[]> {
  const paths = await Promise.all(
    DETAIL_PAGES.map(async (page) => (await listRecords(db, page.record)).map((record) => `${page.path}/${record.id}`)),
  );
  return paths.flat();
}

/**
 * The records behind the public detail pages (DESIGN.md §7): what the page head and the sitemap read.
 * Writing them as HTML and XML is the HTTP transport's work (server/http/seo.ts).
 */
import type { ImageRef } from '../../../shared/schemas/common';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import type { AnyRecordDescriptor } from '../../records/record-descriptor';
import { RECORD_DESCRIPTORS } from '../../records/record-kinds';
import { getRecord, listRecords } from '../../records/record.service';

/** The kinds with a public detail page (`<path>/<id>`), as their descriptors declare it. */
const DETAIL_PAGES = RECORD_DESCRIPTORS.flatMap((record) => (record.page ? [{ record, ...record.page }] : []));

export interface DetailPageRecord {
  schemaType: string;
  name: string;
  description: string;
  cover?: ImageRef;
}

function detailPageOf(path: string): { record: AnyRecordDescriptor; schemaType: string } | undefined {
  return DETAIL_PAGES.find((page) => page.path === path);
}

/**
 * What the detail page `<path>/<idText>` shows: null when no kind has its page at `path`, 'missing' when
 * the kind has no record with that id.
 */
export async function detailPageRecord(db: Db, path: string, idText: string): Promise<DetailPageRecord | 'missing' | null> {
  const page = detailPageOf(path);
  if (!page) return null;
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : 0;
  try {
    const record = await getRecord(db, page.record, id);
    const cover = record.images?.[0];
    return { schemaType: page.schemaType, name: record.name, description: record.description ?? '', ...(cover ? { cover } : {}) };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    return 'missing';
  }
}

/** The path of every record's detail page, for the sitemap. */
export async function detailPagePaths(db: Db): Promise<string[]> {
  const paths = await Promise.all(
    DETAIL_PAGES.map(async (page) => (await listRecords(db, page.record)).map((record) => `${page.path}/${record.id}`)),
  );
  return paths.flat();
}

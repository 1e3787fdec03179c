/**
 * What a public detail page is made from (STYLE.md §3): each kind declares its query, texts, badge,
 * breadcrumb parent and price line in kinds/, and its side column and body in a content module that
 * loads as the route's own chunk.
 */
import type { QueryClient } from '@tanstack/react-query';
import { localizedPath } from '@shared/locale';
import type { ComponentType, ReactNode } from 'react';
import { DETAIL_PAGES, type DetailPageKind } from '@shared/constants';
import type { ImageRef } from '@shared/schemas/common';
import { messages } from '@shared/messages/public';
import { villageSettings } from '@client/lib/village';
import { loadMissingSettled, type QueryOptions } from '../../components/feedback/load-missing';
import { pageHead, summary } from '../../lib/page-head';
import type { RecordQuery, RouterContext } from '../../lib/queries';
import type { DetailParent } from './detail-layout';
import type { MonthSearch } from './availability/month-search';

export interface DetailRecord {
  name: string;
  /** A draft, which only a signed-in editor reads (a preview). */
  draft?: boolean;
  description?: string | null;
  images: ImageRef[];
}

/** The parts of a detail page that differ by kind; no aside makes a one-column page. */
export interface DetailContent<R> {
  aside?: (record: R) => ReactNode;
  body: (record: R) => ReactNode;
}

export interface DetailKindDeclaration<R extends DetailRecord> {
  kind: DetailPageKind;
  byId: (id: number) => RecordQuery<R>;
  loadFailed: string;
  notFound: string;
  badge: (record: R) => string;
  parent: DetailParent;
  /** Shown under the title (an event's date and time). */
  headline?: (record: R) => string;
  priceLine?: (record: R) => string;
  /**
   * Other queries the page reads beside its record (an event's attraction, a lodging's month of free days,
   * which the page's search names); one that fails is left out.
   */
  related?: (record: R, search: MonthSearch) => readonly QueryOptions[];
  /** schema.org properties of the record beyond name, description, url and image (an event's dates and place). */
  structuredData?: (record: R, page: { siteUrl: string; url: string }) => Record<string, unknown>;
  content: () => Promise<DetailContent<R>>;
}

/** A declaration with its record type closed over, as the route factory takes it. */
export interface DetailKind {
  loadFailed: string;
  /** The record's label on its page and its cards (its category, or the kind's name). */
  badge: (record: DetailRecord) => string;
  /** The record and what the page reads beside it; synchronous when cached, so a cached page shows no spinner (DESIGN.md §6). */
  load: (context: RouterContext, id: number, search: MonthSearch) => DetailRecord | Promise<DetailRecord>;
  /**
   * The page head from what `load` gave; nothing when the record could not be read (an unknown id: 404).
   * `photo` is the gallery's chosen image, the page's main picture.
   */
  head: (context: RouterContext, path: string, record: DetailRecord | undefined, photo: number) => ReturnType<typeof pageHead>;
  page: () => Promise<{ default: ComponentType }>;
}

export function defineDetailKind<R extends DetailRecord>(kind: DetailKindDeclaration<R>): DetailKind {
  /** The record, then what it needs beside it; synchronous when all of it is cached. */
  const withRelated = (queryClient: QueryClient, record: R, search: MonthSearch): R | Promise<R> => {
    const pending = loadMissingSettled(queryClient, kind.related?.(record, search) ?? []);
    return pending ? pending.then(() => record) : record;
  };
  return {
    get loadFailed() {
      return kind.loadFailed;
    },
    badge: (record) => kind.badge(record as R),
    load: ({ queryClient }, id, search) => {
      const query = kind.byId(id);
      const cached = queryClient.getQueryData(query.queryKey);
      return cached !== undefined ? withRelated(queryClient, cached, search) : queryClient.ensureQueryData(query).then((record) => withRelated(queryClient, record, search));
    },
    head: ({ siteUrl }, path, record, photo) =>
      record
        ? pageHead({
            page: record.name,
            description: summary(record.description ?? ''),
            siteUrl,
            path,
            schemaType: DETAIL_PAGES[kind.kind].schemaType,
            schemaFields: kind.structuredData?.(record as R, { siteUrl, url: `${siteUrl}${localizedPath(path)}` }),
            ...(record.images[photo] ? { cover: record.images[photo] } : {}),
          })
        : pageHead({ page: messages.notFoundPlain, description: villageSettings().description, siteUrl, path, noindex: true }),
    page: async () => {
      const [{ DetailPage }, content] = await Promise.all([import('./detail-page'), kind.content()]);
      return { default: () => <DetailPage kind={kind} content={content} /> };
    },
  };
}

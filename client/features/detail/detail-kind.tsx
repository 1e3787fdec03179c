/**
 * What a public detail page is made from (STYLE.md §3): each kind declares its query, texts, badge,
 * breadcrumb parent and price line in kinds/, and its side column and body in a content module that
 * loads as the route's own chunk.
 */
import type { ComponentType, ReactNode } from 'react';
import type { ImageRef } from '../../../shared/schemas/common';
import type { RecordQuery, RouterContext } from '../../lib/queries';
import { loadMissing } from '../../components/feedback/load-missing';
import type { DetailParent } from './detail-layout';

export interface DetailRecord {
  name: string;
  images: ImageRef[];
}

/** The parts of a detail page that differ by kind; no aside makes a one-column page. */
export interface DetailContent<R> {
  aside?: (record: R) => ReactNode;
  body: (record: R) => ReactNode;
}

export interface DetailKindDeclaration<R extends DetailRecord> {
  byId: (id: number) => RecordQuery<R>;
  loadFailed: string;
  notFound: string;
  badge: (record: R) => string;
  parent: DetailParent;
  priceLine?: (record: R) => string;
  content: () => Promise<DetailContent<R>>;
}

/** A declaration with its record type closed over, as the route factory takes it. */
export interface DetailKind {
  loadFailed: string;
  /** Synchronous when cached, so a cached page shows no spinner (DESIGN.md §6). */
  load: (context: RouterContext, id: number) => Promise<unknown> | undefined;
  page: () => Promise<{ default: ComponentType }>;
}

export function defineDetailKind<R extends DetailRecord>(kind: DetailKindDeclaration<R>): DetailKind {
  return {
    loadFailed: kind.loadFailed,
    load: ({ queryClient }, id) => loadMissing(queryClient, [kind.byId(id)]),
    page: async () => {
      const [{ DetailPage }, content] = await Promise.all([import('./detail-page'), kind.content()]);
      return { default: () => <DetailPage kind={kind} content={content} /> };
    },
  };
}

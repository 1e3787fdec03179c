/** The detail page of every public kind: title, not-found sentence, and the shared frame. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ErrorMessage } from '../../components/feedback/error-message';
import type { DetailContent, DetailKindDeclaration, DetailRecord } from './detail-kind';
import { DetailLayout } from './detail-layout';
import { Gallery } from './gallery';

// Only a draft's page shows the banner (a signed-in editor's preview), so only it loads the banner's chunk.
const PreviewBanner = lazy(() => import('./preview-banner').then((module) => ({ default: module.PreviewBanner })));

const subscribeToNothing = () => () => undefined;

/**
 * The preview banner, in the browser only: the server's HTML and the render that hydrates it leave it out
 * alike, so the page hydrates as rendered, and the banner's chunk need not be there before it does.
 */
function DraftBanner() {
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  return inBrowser ? (
    <Suspense fallback={null}>
      <PreviewBanner />
    </Suspense>
  ) : null;
}

export function DetailPage<R extends DetailRecord>({ kind, content }: { kind: DetailKindDeclaration<R>; content: DetailContent<R> }) {
  const id = useParams({ strict: false, select: (params) => Number(params.id) });
  const { data: record } = useSuspenseQuery(kind.byId(id));
  if (!record) return <ErrorMessage text={kind.notFound} />;
  return (
    <DetailLayout
      notice={record.draft ? <DraftBanner /> : null}
      name={record.name}
      badge={kind.badge(record)}
      parent={kind.parent}
      headline={kind.headline?.(record)}
      priceLine={kind.priceLine?.(record)}
      gallery={<Gallery images={record.images} name={record.name} />}
      aside={content.aside?.(record) ?? null}
    >
      {content.body(record)}
    </DetailLayout>
  );
}

/** The detail page of every public kind: title, not-found sentence, and the shared frame. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearch } from '@tanstack/react-router';
import { ErrorMessage } from '../../components/feedback/error-message';
import type { DetailContent, DetailKindDeclaration, DetailRecord } from './detail-kind';
import { DetailLayout } from './detail-layout';
import { GalleryIsland } from './gallery';
import { photoIndex } from './photo-search';
import { PreviewBanner } from './preview-banner';

export function DetailPage<R extends DetailRecord>({ kind, content }: { kind: DetailKindDeclaration<R>; content: DetailContent<R> }) {
  const id = useParams({ strict: false, select: (params) => Number(params.id) });
  const { data: record } = useSuspenseQuery(kind.byId(id));
  const foto = useSearch({ strict: false, select: (search) => search.foto });
  const bulan = useSearch({ strict: false, select: (search) => search.bulan });
  const pathname = useLocation({ select: (location) => location.pathname });
  if (!record) return <ErrorMessage text={kind.notFound} />;
  return (
    <DetailLayout
      notice={record.draft ? <PreviewBanner /> : null}
      name={record.name}
      badge={kind.badge(record)}
      parent={kind.parent}
      headline={kind.headline?.(record)}
      priceLine={kind.priceLine?.(record)}
      gallery={<GalleryIsland images={record.images} name={record.name} pathname={pathname} chosen={photoIndex(foto, record.images.length)} month={bulan} />}
      aside={content.aside?.(record) ?? null}
    >
      {content.body(record)}
    </DetailLayout>
  );
}

/** The detail page of every public kind: title, not-found sentence, and the shared frame. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { ErrorMessage } from '../../components/feedback/error-message';
import type { DetailContent, DetailKindDeclaration, DetailRecord } from './detail-kind';
import { DetailLayout } from './detail-layout';
import { Gallery } from './gallery';

export function DetailPage<R extends DetailRecord>({ kind, content }: { kind: DetailKindDeclaration<R>; content: DetailContent<R> }) {
  const id = useParams({ strict: false, select: (params) => Number(params.id) });
  const { data: record } = useSuspenseQuery(kind.byId(id));
  if (!record) return <ErrorMessage text={kind.notFound} />;
  return (
    <DetailLayout
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

import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DELAY, DOCUMENTS } from '@shared/constants';
import { formatLocation, mapEmbedUrl } from '@shared/format';
import { message, messages } from '@shared/messages/public';
import { villageSettings } from '@client/lib/village';
import { loadMissing } from '../components/feedback/load-missing';
import { PageSpinner } from '../components/feedback/page-spinner';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { DocumentLinks } from '../features/masterplan/document-links';
import { documentsQuery } from '../lib/queries';
import { documentsSchema, routeHead } from '../lib/page-head';

export const Route = createFileRoute('/masterplan-tegalsambi')({
  // The document sizes are a nicety: a failed load still leaves the three links (SPEC.md §2).
  loader: ({ context }) => loadMissing(context.queryClient, [documentsQuery()])?.catch(() => null),
  pendingMs: 0,
  pendingMinMs: DELAY.masterplanSpinner,
  pendingComponent: PageSpinner,
  head: routeHead((village) => ({
    page: messages.masterplanTitle,
    description: message('metaMasterplanDescription', { site: village.title }),
    schema: (context) => documentsSchema(context.siteUrl),
  })),
  component: Masterplan,
});

function Masterplan() {
  const documents = useQuery({ ...documentsQuery(), retry: false });
  const shown = documents.data ?? DOCUMENTS.map((document) => ({ ...document, size: 0 }));
  const village = villageSettings();
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb current={messages.masterplanTitle} />
      <h1 className="mt-4 text-4xl font-extrabold text-slate-900">{messages.masterplanTitle}</h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-800">{message('masterplanIntro', { name: village.name })}</p>
      <iframe
        src={mapEmbedUrl(formatLocation(village.map))}
        title={message('masterplanMapTitle', { name: village.name })}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="mt-8 h-96 w-full rounded-xl border border-slate-200 bg-slate-100"
      />
      <section className="mt-10" aria-labelledby="dokumen-judul">
        <h2 id="dokumen-judul" className="text-2xl font-bold text-slate-900">{messages.masterplanDocuments}</h2>
        <div className="mt-4">
          <DocumentLinks documents={shown} />
        </div>
      </section>
    </article>
  );
}

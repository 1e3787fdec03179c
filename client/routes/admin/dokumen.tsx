import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '@shared/constants';
import { messages } from '@shared/messages';
import { DocumentRow } from '@client/features/admin/documents/document-row';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';
import { documentsQuery } from '../../lib/queries';

export const Route = createFileRoute('/admin/dokumen')({
  loader: ({ context }) => context.queryClient.ensureQueryData(documentsQuery()),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.serverError} />,
  component: Dokumen,
});

function Dokumen() {
  const documents = useQuery(documentsQuery());
  return (
    <section aria-labelledby="dokumen-title">
      <h1 id="dokumen-title" className="mb-4 text-2xl font-bold text-slate-900">
        {messages.adminDokumenTitle}
      </h1>
      <ul className="grid gap-4 lg:grid-cols-3">
        {(documents.data ?? []).map((document) => (
          <DocumentRow key={document.slug} document={document} />
        ))}
      </ul>
    </section>
  );
}

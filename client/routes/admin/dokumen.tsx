import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { DocumentRow } from '@client/features/admin/documents/document-row';
import { adminScreenRoute } from '@client/features/admin/layout/screen-route';
import { ScreenSection } from '@client/components/admin/screen-section';
import { documentsQuery } from '../../lib/queries';

export const Route = createFileRoute('/admin/dokumen')({
  ...adminScreenRoute({ spinner: 'listSpinner', loadFailed: messages.serverError }),
  loader: ({ context }) => context.queryClient.ensureQueryData(documentsQuery()),
  component: Dokumen,
});

function Dokumen() {
  const documents = useQuery(documentsQuery());
  return (
    <ScreenSection id="dokumen" title={messages.adminDokumenTitle}>
      <ul className="grid gap-4 lg:grid-cols-3">
        {(documents.data ?? []).map((document) => (
          <DocumentRow key={document.slug} document={document} />
        ))}
      </ul>
    </ScreenSection>
  );
}

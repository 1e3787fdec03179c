import { formatFileSize } from '@shared/format';
import { messages } from '@shared/messages/public';

interface DocumentInfo {
  slug: string;
  title: string;
  size: number;
}

/** The three masterplan PDFs under /files (SPEC.md §2, DESIGN.md §1). */
export function DocumentLinks({ documents }: { documents: readonly DocumentInfo[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {documents.map((document) => (
        <li key={document.slug} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="font-bold text-slate-900">{document.title}</p>
          <p className="mt-1 text-sm text-slate-700">PDF{document.size > 0 ? ` · ${formatFileSize(document.size)}` : ''}</p>
          <a
            href={`/files/${document.slug}`}
            download
            className="mt-4 inline-block self-start rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {messages.masterplanDownload}
            <span className="sr-only">: {document.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

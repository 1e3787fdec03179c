/** One masterplan PDF: replace it with the server's own checks first (%PDF-, UPLOAD.maxPdfBytes; DESIGN.md §1). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { UPLOAD, type DocumentSlug } from '@shared/constants';
import { message, messages } from '@shared/messages';
import { domainKey } from '@client/lib/queries';
import { toast } from '@client/lib/toast';
import { trpcClient } from '@client/lib/trpc';
import { progressContext } from '@client/lib/upload-link';
import { BUTTON } from '@client/components/admin/fields';
import { UploadProgress } from '@client/components/admin/upload-progress';

export interface DocumentInfo {
  slug: DocumentSlug;
  title: string;
  size: number;
  updatedAt: string | null;
}

async function pdfProblem(file: File): Promise<string | null> {
  if (file.size > UPLOAD.maxPdfBytes) return messages.pdfTooLarge;
  const head = await file.slice(0, 5).text();
  return head === '%PDF-' ? null : messages.pdfInvalid;
}

const sizeFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short' });

export function DocumentRow({ document }: { document: DocumentInfo }) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const replace = useMutation({
    mutationFn: (form: FormData) => trpcClient.document.replace.mutate(form, { context: progressContext(setProgress) }),
    onSuccess: async () => {
      toast.success(messages.documentReplaced);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: domainKey('document') });
    },
    onError: (uploadError) => toast.error(uploadError.message),
    onSettled: () => setProgress(null),
  });

  const upload = async () => {
    if (!file) return;
    const problem = await pdfProblem(file);
    setError(problem);
    if (problem) return;
    const form = new FormData();
    form.set('slug', document.slug);
    form.set('file', file, file.name);
    replace.mutate(form);
  };

  return (
    <li className="space-y-3 rounded-xl border border-slate-300 bg-white p-4 shadow-sm">
      <h2 className="font-bold text-slate-900">
        <a href={`/files/${document.slug}`} className="text-emerald-800 underline" target="_blank" rel="noreferrer">
          {document.title}
        </a>
      </h2>
      <p className="text-sm text-slate-700">
        {document.size > 0 ? message('adminDokumenSize', { size: `${sizeFormat.format(document.size / 1024)} KB` }) : messages.adminDokumenMissing}
        {document.updatedAt ? ` · ${message('adminDokumenUpdated', { date: dateFormat.format(new Date(document.updatedAt)) })}` : ''}
      </p>
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {message('adminDokumenChoose', { title: document.title })}
      </label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        onChange={(event) => {
          setError(null);
          setFile(event.target.files?.[0] ?? null);
        }}
        className="block w-full text-sm"
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <UploadProgress stage={progress} />
      <button type="button" className={BUTTON.primary} disabled={!file || replace.isPending} onClick={() => void upload()}>
        {messages.adminDokumenUpload}
      </button>
    </li>
  );
}

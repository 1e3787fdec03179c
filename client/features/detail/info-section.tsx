import type { ReactNode } from 'react';
import { messages } from '@shared/messages/public';

/** A titled block of a detail page. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-2 text-slate-800">{children}</div>
    </section>
  );
}

/** A bullet list, or "-" when empty. */
export function ItemList({ items, lang }: { items: readonly string[]; lang?: string | undefined }) {
  if (items.length === 0) return <p>{messages.detailNoData}</p>;
  return (
    <ul lang={lang} className="grid list-disc gap-1 pl-5 sm:grid-cols-2">
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

/** Keeps the author's line breaks of a description. */
export function Paragraphs({ text, lang }: { text: string; lang?: string | undefined }) {
  return (
    <div lang={lang} className="space-y-3 leading-relaxed">
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">{paragraph}</p>
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';

/** An admin screen: a section named by its heading, the page's one `h1` (DESIGN.md §6). */
export function ScreenSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';

/** Heading and frame of an edit screen (SPEC.md §2). */
export function EditScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="edit-title">
      <h1 id="edit-title" className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {children}
    </section>
  );
}

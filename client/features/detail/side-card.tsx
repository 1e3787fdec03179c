import type { ReactNode } from 'react';

/** A box of the detail pages' side column. */
export function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <div className="mt-2 text-slate-800">{children}</div>
    </section>
  );
}

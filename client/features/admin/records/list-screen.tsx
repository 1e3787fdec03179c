/** An admin list screen: its heading and the list / add tabs (SPEC.md §2, DESIGN.md §6). */
import type { ReactNode } from 'react';
import { AdminTabs, type TabKey } from '@client/components/admin/tabs';

export function ListScreen(props: {
  id: string;
  title: string;
  labels: Record<TabKey, string>;
  tab: TabKey;
  onTab: (tab: TabKey) => void;
  list: ReactNode;
  form: ReactNode;
}) {
  return (
    <section aria-labelledby={`${props.id}-title`}>
      <h1 id={`${props.id}-title`} className="mb-4 text-2xl font-bold text-slate-900">
        {props.title}
      </h1>
      <AdminTabs id={props.id} active={props.tab} labels={props.labels} onSelect={props.onTab}>
        {props.tab === 'daftar' ? props.list : props.form}
      </AdminTabs>
    </section>
  );
}

export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">{children}</div>;
}

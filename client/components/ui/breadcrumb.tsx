import type { ListPath } from '@shared/constants';
import { messages } from '@shared/messages/public';
import { localizedPath } from '@shared/locale';

interface Props {
  current: string;
  /** Light text on a dark hero. */
  inverted?: boolean;
  /** A middle step, such as the list page of a detail page. */
  parent?: { to: ListPath; label: string };
}

/** "Landing Page › …" (SPEC.md §2), in plain links: it stands in a list page's island too. */
export function Breadcrumb({ current, inverted = false, parent }: Props) {
  const tone = inverted ? 'text-white' : 'text-slate-700';
  const linkTone = inverted ? 'text-white underline' : 'text-brand-700 underline';
  return (
    <nav aria-label={messages.breadcrumbLabel} className={`text-sm ${tone}`}>
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <a href={localizedPath('/')} className={linkTone}>{messages.landingPage}</a>
        </li>
        {parent ? (
          <li className="flex items-center gap-2">
            <span aria-hidden="true">›</span>
            <a href={localizedPath(parent.to)} className={linkTone}>{parent.label}</a>
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <span aria-hidden="true">›</span>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

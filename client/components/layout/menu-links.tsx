/** Links the menus share (SPEC.md §2): a list page's section anchors, and the village's information site. */
import { messages } from '@shared/messages/public';
import { villageSettings } from '@client/lib/village';
import type { AnchorItem } from './nav-items';
import { localizedPath } from '@shared/locale';

interface AnchorListProps {
  /** The list page the anchors are sections of. */
  to: string;
  items: readonly AnchorItem[];
  onChoose: () => void;
  className: string;
  linkClassName: string;
}

export function AnchorList({ to, items, onChoose, className, linkClassName }: AnchorListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.hash}>
          <a href={`${localizedPath(to)}#${item.hash}`} onClick={onChoose} className={linkClassName}>
            {messages[item.label]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "Info Desa", the village's own site, in a new tab. */
export function InfoDesaLink({ className, onClick }: { className: string; onClick?: () => void }) {
  return (
    <a href={villageSettings().infoDesaUrl} target="_blank" rel="noopener noreferrer" onClick={onClick} className={className}>
      {messages.navInfoDesa}
      <span className="sr-only"> {messages.newTabHint}</span>
    </a>
  );
}

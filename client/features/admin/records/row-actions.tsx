/** Edit (a typed Link given by the screen) and Delete buttons of one list row. */
import type { ReactNode } from 'react';
import { messages } from '../../../../shared/messages';
import { BUTTON } from '../ui/fields';

export const EDIT_LINK_CLASS = BUTTON.small;

export function RowActions({ edit, name, onDelete }: { edit: ReactNode; name: string; onDelete: () => void }) {
  return (
    <>
      {edit}
      <button type="button" className={BUTTON.danger} onClick={onDelete} aria-label={`${messages.adminDelete} ${name}`}>
        {messages.adminDelete}
      </button>
    </>
  );
}

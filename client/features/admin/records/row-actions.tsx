/** Edit and, where the kind has it, Copy (typed Links given by the screen), and Delete, of one list row. */
import type { ReactNode } from 'react';
import { messages } from '@shared/messages';
import { BUTTON } from '@client/components/admin/fields';

export const EDIT_LINK_CLASS = BUTTON.small;

export const COPY_LINK_CLASS = BUTTON.smallOutline;

export function RowActions({ edit, copy, name, onDelete }: { edit: ReactNode; copy?: ReactNode; name: string; onDelete: () => void }) {
  return (
    <>
      {edit}
      {copy}
      <button type="button" className={BUTTON.danger} onClick={onDelete} aria-label={`${messages.adminDelete} ${name}`}>
        {messages.adminDelete}
      </button>
    </>
  );
}

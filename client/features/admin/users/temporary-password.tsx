/** A temporary password, shown once after it was made (a new account, a reset), with a copy button. */
import { useId } from 'react';
import { message, messages } from '@shared/messages';
import { toast } from '@client/lib/toast';
import { BUTTON } from '@client/components/admin/fields';

export interface ShownPassword {
  name: string;
  password: string;
}

export function TemporaryPassword({ shown, onDone }: { shown: ShownPassword; onDone: () => void }) {
  const titleId = useId();
  const copy = () =>
    navigator.clipboard.writeText(shown.password).then(
      () => toast.success(messages.adminTempPasswordCopied),
      () => toast.error(messages.unexpectedError),
    );
  return (
    <section aria-labelledby={titleId} className="mb-4 max-w-xl space-y-3 rounded-xl border-2 border-emerald-700 bg-emerald-50 p-4">
      <h2 id={titleId} className="font-bold text-slate-900">
        {message('adminTempPasswordTitle', { name: shown.name })}
      </h2>
      <p className="text-sm text-slate-800">{messages.adminTempPasswordOnce}</p>
      <div className="flex flex-wrap items-center gap-3">
        <code data-testid="temporary-password" className="select-all rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-lg text-slate-900">
          {shown.password}
        </code>
        <button type="button" className={BUTTON.secondary} onClick={() => void copy()}>
          {messages.adminTempPasswordCopy}
        </button>
        <button type="button" className={BUTTON.primary} onClick={onDone}>
          {messages.adminTempPasswordDone}
        </button>
      </div>
    </section>
  );
}

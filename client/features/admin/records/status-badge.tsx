/** A record's status as a small badge: "Draf" (amber, not on the public site) or "Terbit"; and "Belum diterjemahkan". */
import { messages } from '@shared/messages';
import type { RecordStatus } from '@shared/schemas/lifecycle';

const STATUS_CLASS: Record<RecordStatus, string> = {
  draft: 'border-amber-400 bg-amber-100 text-amber-900',
  published: 'border-emerald-300 bg-emerald-50 text-emerald-900',
};

const BADGE_CLASS = 'inline-block rounded-full border px-2 py-0.5 align-middle text-xs font-semibold';

export function StatusBadge({ status }: { status: RecordStatus }) {
  return <span className={`${BADGE_CLASS} ${STATUS_CLASS[status]}`}>{messages[`adminStatus_${status}`]}</span>;
}

/** A record with a descriptive text in Indonesian only (its English page shows the Indonesian text). */
export function UntranslatedBadge() {
  return <span className={`${BADGE_CLASS} border-sky-300 bg-sky-50 text-sky-900`}>{messages.adminUntranslated}</span>;
}

import { message, messages } from '@shared/messages/public';
import { villageSettings } from '@client/lib/village';
import { whatsAppLink } from '@shared/village';

/**
 * The strip under the top bar on public pages (SPEC.md §2): where the village is and how to reach it. It is
 * a landmark of its own, named, so a screen reader's list of landmarks reaches it as it does the rest.
 */
export function SecondBar() {
  const village = villageSettings();
  return (
    <aside aria-label={messages.secondBarLabel} className="bg-brand-800 pt-16 text-sm text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <p>{message('secondBarText', { district: village.district, regency: village.regency, province: village.province })}</p>
        <a href={whatsAppLink(village)} target="_blank" rel="noopener noreferrer" className="font-semibold underline underline-offset-2 hover:text-brand-100">
          {messages.secondBarContact}
          <span className="sr-only"> {messages.newTabHint}</span>
        </a>
      </div>
    </aside>
  );
}

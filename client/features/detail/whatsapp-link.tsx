import { whatsAppLink } from '@shared/format';
import { message, messages } from '@shared/messages/public';
import { villageSettings } from '@client/lib/village';

interface Props {
  phone: string;
  name: string;
  /** Another label and prefilled message than the reservation's (an event's question). */
  label?: string;
  text?: string;
}

/** A reservation link with a prefilled message (DESIGN.md §7); the village's number when the record has none. */
export function WhatsAppLink({ phone, name, label = messages.detailWhatsApp, text = message('detailWhatsAppText', { name, village: villageSettings().title }) }: Props) {
  const href = whatsAppLink(phone, text) ?? whatsAppLink(villageSettings().whatsApp, text);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp-link"
      className="inline-flex items-center justify-center gap-2 rounded-full bg-emerald-700 px-5 py-3 font-bold text-white hover:bg-emerald-800"
    >
      {label}
      <span className="sr-only"> {messages.newTabHint}</span>
    </a>
  );
}

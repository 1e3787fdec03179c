import { instagramLink } from '@shared/format';
import { messages } from '@shared/messages/public';

interface Props {
  phone: string;
  phoneLabel?: string;
  email?: string;
  instagram?: string;
}

/** Phone, email and Instagram, each only when given (SPEC.md §2, detail pages). */
export function ContactList({ phone, phoneLabel = messages.detailPhone, email = '', instagram = '' }: Props) {
  const instagramHref = instagramLink(instagram);
  if (!phone && !email && !instagram) return <p>{messages.detailNoData}</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {phone ? (
        <>
          <dt className="font-semibold">{phoneLabel}</dt>
          <dd><a href={`tel:${phone}`} className="text-brand-700 underline">{phone}</a></dd>
        </>
      ) : null}
      {email ? (
        <>
          <dt className="font-semibold">{messages.detailEmail}</dt>
          <dd><a href={`mailto:${email}`} className="break-all text-brand-700 underline">{email}</a></dd>
        </>
      ) : null}
      {instagram ? (
        <>
          <dt className="font-semibold">{messages.detailInstagram}</dt>
          <dd>
            {instagramHref ? (
              <a href={instagramHref} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline">
                {instagram}
                <span className="sr-only"> {messages.newTabHint}</span>
              </a>
            ) : (
              instagram
            )}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

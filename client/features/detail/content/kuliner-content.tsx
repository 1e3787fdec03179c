/**
 * A dish's, drink's or souvenir's page: its price range and the "Halal" mark, hours, phone and WhatsApp
 * beside; the description, and the map with directions below.
 */
import { formatPriceRange } from '@shared/format';
import { messages } from '@shared/messages/public';
import type { Kuliner } from '@shared/schemas/kuliner';
import { ContactList } from '../contact-list';
import type { DetailContent } from '../detail-kind';
import { SideCard } from '../side-card';
import { WhatsAppLink } from '../whatsapp-link';
import { DetailBody } from './detail-body';
import { fallbackLang } from '@client/lib/record-language';

export const kulinerContent: DetailContent<Kuliner> = {
  aside: (record) => (
    <>
      <SideCard title={messages.detailPriceRange}>
        {formatPriceRange(record.price_min, record.price_max)}
        {record.halal ? (
          <p data-testid="halal" className="mt-3 inline-block rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-900">
            {messages.kulinerHalal}
          </p>
        ) : null}
      </SideCard>
      <SideCard title={messages.detailHours}>{record.opening_hours ? <span lang={fallbackLang(record, 'opening_hours')}>{record.opening_hours}</span> : messages.detailNoData}</SideCard>
      <SideCard title={messages.detailContact}>
        <ContactList phone={record.phone} />
      </SideCard>
      <WhatsAppLink phone={record.phone} name={record.name} />
    </>
  ),
  body: (record) => <DetailBody record={record} lists={[]} location={record.location} />,
};

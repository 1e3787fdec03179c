/** The body every detail page shares: the description, its lists, and the map when it has a location. */
import { messages } from '@shared/messages/public';
import { InfoSection, ItemList, Paragraphs } from '../info-section';
import { LocationMapIsland } from '../location-map';
import { fallbackLang } from '@client/lib/record-language';
import type { TranslatableField } from '@shared/schemas/translation';

interface Props {
  /** The record shown: its description, and which of its texts an English page shows in Indonesian. */
  record: { name: string; description: string };
  /** A list left empty still shows its "no data" line unless it is optional; `field` is the record's. */
  lists: readonly { title: string; items: readonly string[]; field: TranslatableField; optional?: boolean }[];
  location?: string;
}

export function DetailBody({ record, lists, location }: Props) {
  return (
    <>
      <InfoSection title={messages.detailDescription}>
        <Paragraphs text={record.description} lang={fallbackLang(record, 'description')} />
      </InfoSection>
      {lists.map((list) =>
        list.optional && list.items.length === 0 ? null : (
          <InfoSection key={list.title} title={list.title}>
            <ItemList items={list.items} lang={fallbackLang(record, list.field)} />
          </InfoSection>
        ),
      )}
      {location?.trim() ? <LocationMapIsland location={location} name={record.name} /> : null}
    </>
  );
}

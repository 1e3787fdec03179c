/** The body every detail page shares: the description, its lists, and the map when it has a location. */
import { messages } from '@shared/messages/public';
import { InfoSection, ItemList, Paragraphs } from '../info-section';
import { LocationMapIsland } from '../location-map';

interface Props {
  name: string;
  description: string;
  /** A list left empty still shows its "no data" line unless it is optional. */
  lists: readonly { title: string; items: readonly string[]; optional?: boolean }[];
  location?: string;
}

export function DetailBody({ name, description, lists, location }: Props) {
  return (
    <>
      <InfoSection title={messages.detailDescription}>
        <Paragraphs text={description} />
      </InfoSection>
      {lists.map((list) =>
        list.optional && list.items.length === 0 ? null : (
          <InfoSection key={list.title} title={list.title}>
            <ItemList items={list.items} />
          </InfoSection>
        ),
      )}
      {location?.trim() ? <LocationMapIsland location={location} name={name} /> : null}
    </>
  );
}

/**
 * Add and edit form of an event: times in datetime-local fields read on the village's clock (WIB), an
 * optional end, place and map location, ticket price, contact and the attraction it belongs to. A copy
 * ("Salin") starts from another event with its dates blank.
 */
import { useQuery } from '@tanstack/react-query';
import { EVENT_CATEGORIES, NAME_MAX, PHONE_MAX } from '@shared/constants';
import { message, messages } from '@shared/messages';
import { village } from '@shared/village';
import { eventTranslated } from '@shared/schemas/event';
import { recordQueries } from '@client/lib/queries';
import { trpcClient } from '@client/lib/trpc';
import { SelectField, TextArea, TextField } from '@client/components/admin/fields';
import { LocationField } from '../location-field';
import { recordForm, type RecordFieldsProps } from '../record-form';
import { copiedEventValues, eventFormSchema, eventValues, type EventValues } from './event-form-schema';

const CATEGORY_OPTIONS = EVENT_CATEGORIES.map((category) => ({ value: category, label: category }));
const TIME_HINT = message('adminEventTimeHint', { zone: village.zoneLabel });

/** The attractions an event may belong to; until they arrive only "Tidak ada" is offered. */
function useAttractionOptions() {
  const { data } = useQuery(recordQueries.attraction.list());
  return (data ?? []).map((attraction) => ({ value: String(attraction.id), label: attraction.name }));
}

function EventFields({ form }: RecordFieldsProps<EventValues>) {
  const attractions = useAttractionOptions();
  return (
    <>
      <TextField label={messages.adminFieldName} required maxLength={NAME_MAX} {...form.field('name')} />
      <SelectField label={messages.adminFieldCategory} required options={CATEGORY_OPTIONS} placeholder={messages.adminChooseCategory} {...form.field('category')} />
      <TextArea label={messages.adminFieldDescription} required className="md:col-span-2" {...form.field('description')} />
      <TextField label={messages.adminFieldStartsAt} required type="datetime-local" hint={TIME_HINT} {...form.field('starts_at')} />
      <TextField label={messages.adminFieldEndsAt} type="datetime-local" hint={TIME_HINT} {...form.field('ends_at')} />
      <TextField label={messages.adminFieldPlace} {...form.field('place')} />
      <SelectField label={messages.adminFieldLinkedAttraction} options={attractions} placeholder={messages.adminNoLinkedAttraction} {...form.field('attraction_id')} />
      <TextField label={messages.adminFieldEventPrice} inputMode="numeric" {...form.field('price', { digits: true })} />
      <TextField label={messages.adminFieldPhone} inputMode="numeric" maxLength={PHONE_MAX} {...form.field('phone', { digits: true })} />
      <LocationField field={form.field('location')} onPick={(text) => form.set('location', text)} />
    </>
  );
}

export const EventForm = recordForm({
  translated: eventTranslated,
  schema: eventFormSchema,
  values: eventValues,
  copied: copiedEventValues,
  uploads: trpcClient.event,
  fields: EventFields,
});

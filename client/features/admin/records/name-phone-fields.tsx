/** Name, phone and description: how the lodging and package forms open (SPEC.md §5). */
import { NAME_MAX, PHONE_MAX } from '@shared/constants';
import { messages } from '@shared/messages';
import type { FieldOptions, FieldProps } from '@client/lib/form';
import { TextArea, TextField } from '@client/components/admin/fields';

export function NamePhoneFields({ field }: { field: (name: 'name' | 'phone' | 'description', options?: FieldOptions) => FieldProps }) {
  return (
    <>
      <TextField label={messages.adminFieldName} required maxLength={NAME_MAX} {...field('name')} />
      <TextField label={messages.adminFieldPhone} required inputMode="numeric" maxLength={PHONE_MAX} {...field('phone', { digits: true })} />
      <TextArea label={messages.adminFieldDescription} required className="md:col-span-2" {...field('description')} />
    </>
  );
}

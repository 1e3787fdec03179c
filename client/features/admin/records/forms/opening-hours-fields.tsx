/** Opening hours from Senin–Minggu day selects and start/end times (SPEC.md §5). */
import type { FieldProps } from '@client/lib/form';
import { DAYS } from '@shared/constants';
import { messages } from '@shared/messages';
import { SelectField, TextField } from '@client/components/admin/fields';

const DAY_OPTIONS = DAYS.map((day) => ({ value: day, label: day }));

export function OpeningHoursFields({ field, required }: { field: (name: 'startDay' | 'endDay' | 'open' | 'close') => FieldProps; required?: boolean }) {
  return (
    <div className="grid grid-cols-2 gap-4 md:col-span-2 md:grid-cols-4">
      <SelectField label={messages.adminFieldStartDay} required={required} options={DAY_OPTIONS} placeholder={messages.adminChooseDay} {...field('startDay')} />
      <SelectField label={messages.adminFieldEndDay} required={required} options={DAY_OPTIONS} placeholder={messages.adminChooseDay} {...field('endDay')} />
      <TextField label={messages.adminFieldOpen} required={required} type="time" {...field('open')} />
      <TextField label={messages.adminFieldClose} required={required} type="time" {...field('close')} />
    </div>
  );
}

/** A "lat, lng" text input with the map picker beside it (DESIGN.md §7). */
import { formatLocation, parseLocation } from '@shared/format';
import { messages } from '@shared/messages';
import type { FieldProps } from '@client/lib/form';
import { MapPicker } from './map/map-picker';
import { TextField } from '@client/components/admin/fields';

export function LocationField({ field, required, onPick }: { field: FieldProps; required?: boolean; onPick: (text: string) => void }) {
  return (
    <div className="space-y-2 md:col-span-2">
      <TextField label={messages.adminFieldLocation} required={required} placeholder="-6.61598, 110.65165" {...field} />
      <MapPicker value={parseLocation(field.value)} onPick={(point) => onPick(formatLocation(point))} />
    </div>
  );
}

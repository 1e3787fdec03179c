/** Public facility form values ↔ the shared facility schema (SPEC.md §5). */
import { splitList } from '@shared/format';
import { facilityInput, type Facility } from '@shared/schemas/facility';
import { recordChecks } from '../record-checks';

export function facilityValues(record?: Facility) {
  return {
    name: record?.name ?? '',
    description: record?.description ?? '',
    facilities: record?.facilities.join(', ') ?? '',
    location: record?.location ?? '',
  };
}

export type FacilityValues = ReturnType<typeof facilityValues>;

export const facilityFormSchema = recordChecks({
  toInput: (values: FacilityValues) => ({ ...values, facilities: splitList(values.facilities) }),
  schema: facilityInput,
});

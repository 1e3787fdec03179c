/**
 * Three-way merge of an edit form's fields (docs/decisions/0009): an admin's unsaved draft (mine) was typed
 * over one version of a record (base), and meanwhile someone saved a newer one (theirs). A field only one
 * side changed takes that side's value by itself; a field both changed differently is a conflict the admin
 * decides, so neither person's change is lost without being seen. Pure, so its cases are unit-tested.
 */

export type FieldValues = Record<string, string>;

export interface FieldMerge<V extends FieldValues> {
  /** The merged values; a conflicting field holds mine until the admin chooses. */
  values: V;
  /** Fields both sides changed, to different values, in the form's order. */
  conflicts: (keyof V & string)[];
}

/**
 * Merges per field of `theirs` (the form's fields as the server holds them now). A field missing from
 * `base` has an unknown starting point (a draft stored before drafts kept their basis), so any difference
 * between the two sides is a conflict rather than a guess.
 */
export function mergeFields<V extends FieldValues>(base: Partial<FieldValues>, theirs: V, mine: Partial<FieldValues>): FieldMerge<V> {
  const values: FieldValues = { ...theirs };
  const conflicts: (keyof V & string)[] = [];
  for (const [name, their] of Object.entries(theirs) as [keyof V & string, string][]) {
    const my = mine[name] ?? their;
    const was = base[name];
    if (my === their || was === my) continue;
    values[name] = my;
    if (was !== their) conflicts.push(name);
  }
  return { values: values as V, conflicts };
}

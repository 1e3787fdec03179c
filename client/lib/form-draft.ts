/**
 * The unsaved draft an admin form keeps in localStorage (DESIGN.md §7: typed data survives an expired
 * session or a reload). A draft remembers the record version and the field values it was typed over, so
 * that when someone saved a newer version meanwhile, restoring it merges the two (shared/field-merge.ts)
 * instead of sending old values with the new version and overwriting that save unseen (docs/decisions/0009).
 */
import { mergeFields } from '@shared/field-merge';

const DRAFT_PREFIX = 'admin-draft:';

export type DraftValues = Record<string, string>;

/** What a draft was typed over: the record's version (null on an add form) and its values then. */
export interface DraftBasis {
  version: number | null;
  base: Partial<DraftValues>;
}

interface StoredDraft<V extends DraftValues> extends DraftBasis {
  values: V;
}

export interface RestoredDraft<V extends DraftValues> {
  values: V;
  /** Field → the server's value, for each field both the draft and a newer save changed. */
  conflicts: Partial<DraftValues>;
  basis: DraftBasis;
}

const strings = (source: unknown): Partial<DraftValues> =>
  typeof source === 'object' && source !== null ? Object.fromEntries(Object.entries(source).filter((entry) => typeof entry[1] === 'string')) : {};

export const sameValues = (a: DraftValues, b: DraftValues) => Object.keys(a).every((name) => a[name] === b[name]);

/** The stored draft's fields the form has, the rest from `initial`; a draft stored before drafts kept their basis has none. */
function readDraft<V extends DraftValues>(key: string, initial: V): StoredDraft<V> | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(DRAFT_PREFIX + key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const versioned = 'values' in stored && 'base' in stored;
    const typed = strings(versioned ? stored.values : stored);
    const values: DraftValues = { ...initial };
    for (const name of Object.keys(initial)) values[name] = typed[name] ?? initial[name] ?? '';
    const version = versioned && 'version' in stored && typeof stored.version === 'number' ? stored.version : null;
    return { version, base: versioned ? strings(stored.base) : {}, values: values as V };
  } catch {
    return null;
  }
}

export function writeDraft(key: string | undefined, draft: StoredDraft<DraftValues> | null): void {
  if (!key) return;
  if (draft) localStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(draft));
  else localStorage.removeItem(DRAFT_PREFIX + key);
}

/**
 * The draft to show instead of `initial` (the record as loaded, at `version`), or null. A draft typed over
 * the loaded version (or any add form's) comes back as typed; one typed over an older version is merged
 * with the loaded values. While conflicts wait for a choice its basis stays the older version, so a reload
 * asks again rather than deciding for the admin.
 */
export function restoreDraft<V extends DraftValues>(key: string | undefined, initial: V, version: number | undefined): RestoredDraft<V> | null {
  if (!key || typeof localStorage === 'undefined') return null;
  const draft = readDraft(key, initial);
  if (!draft) return null;
  const loaded: DraftBasis = { version: version ?? null, base: initial };
  const current = version === undefined || (draft.version !== null && draft.version >= version);
  const merged = current ? { values: draft.values, conflicts: [] } : mergeFields(draft.base, initial, draft.values);
  if (sameValues(merged.values, initial)) return null;
  const conflicts: Partial<DraftValues> = {};
  for (const name of merged.conflicts) conflicts[name] = initial[name];
  return { values: merged.values, conflicts, basis: merged.conflicts.length > 0 ? { version: draft.version, base: draft.base } : loaded };
}

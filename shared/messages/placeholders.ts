/** Fills the `{name}` placeholders of a catalogue sentence; an unknown name is left as written. */
export function fillPlaceholders(sentence: string, values: Record<string, string | number>): string {
  return sentence.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

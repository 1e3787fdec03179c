/**
 * The URL's search params as plain text, the way an HTML GET form writes them (`?q=paket+obor`) and the
 * server reads them, in place of the router's default JSON values: with those, a form's `?q=123` would
 * arrive as the number 123 and a typed "123" would be written `?q=%22123%22`. Every search param of the
 * app (`q` of the list pages, `tab` of the admin lists) is a string.
 */
export function parsePlainSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr));
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

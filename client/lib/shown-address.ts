/**
 * The address in the bar now with the search params `changes` names set, or left out where given as
 * undefined; its other params and its hash kept. For an island that changes what it shows in place and
 * writes it into the address (`history.replaceState`), so a reload or a shared link shows the same, and
 * whatever another island wrote there stays.
 */
export function shownAddressWith(changes: Record<string, string | undefined>): string {
  const search = new URLSearchParams(window.location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) search.delete(name);
    else search.set(name, value);
  }
  const query = search.toString();
  return `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
}

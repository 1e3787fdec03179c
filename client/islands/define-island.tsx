/**
 * Islands (DESIGN.md §5, HTML first): a public page is the server's HTML, and only its interactive parts
 * hydrate in the browser, each as its own small React root: the top bar's menus, a list's search, a
 * gallery, the booking form, the maps. The router and the query cache stay on the server and in the admin
 * panel; a link between public pages is a plain page load, which the page cache answers at once.
 *
 * An island is a component whose props are plain JSON. Declared here, it renders as the component inside a
 * `display: contents` element that names it and carries its props; in the browser, hydrate.tsx finds that
 * element, loads the component (registry.ts) and hydrates it with the same props.
 */
import type { ComponentType } from 'react';
import type { IslandName } from './names';

export interface Island<P extends object> {
  (props: P): React.JSX.Element;
  islandName: IslandName;
  Component: ComponentType<P>;
}

export const ISLAND_ATTRIBUTE = 'data-island';
export const PROPS_ATTRIBUTE = 'data-island-props';

export function defineIsland<P extends object>(islandName: IslandName, Component: ComponentType<P>): Island<P> {
  function Rendered(props: P) {
    const marks = { [ISLAND_ATTRIBUTE]: islandName, [PROPS_ATTRIBUTE]: JSON.stringify(props) };
    return (
      <div {...marks} className="contents">
        <Component {...props} />
      </div>
    );
  }
  return Object.assign(Rendered, { islandName, Component });
}

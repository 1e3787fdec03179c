/**
 * The pages of a route that serves every kind, loaded once per kind: the route's loader awaits a kind's
 * page beside its data, so the component draws it without suspending (on the server, nothing may).
 */
import type { ComponentType } from 'react';

export function loadedPages<K>(load: (key: K) => Promise<{ default: ComponentType }>) {
  const pages = new Map<K, ComponentType>();
  const pending = new Map<K, Promise<void>>();
  return {
    /** Nothing when the page is loaded already, else the load under way. */
    load(key: K): Promise<void> | undefined {
      if (pages.has(key)) return undefined;
      const loading =
        pending.get(key) ??
        load(key).then(
          (module) => void pages.set(key, module.default),
          (error: unknown) => {
            pending.delete(key);
            throw error;
          },
        );
      pending.set(key, loading);
      return loading;
    },
    get: (key: K): ComponentType | undefined => pages.get(key),
  };
}

/** The router internal the server render relies on (router-ssr.ts): a redirect asked for while loading is readable after the load. */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, redirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { loadedRedirect } from './router-ssr';

function testRouter(url: string) {
  const root = createRootRoute({ component: () => <main><Outlet /></main> });
  const page = createRoute({ getParentRoute: () => root, path: '/halaman', component: () => <h1>Halaman</h1> });
  const old = createRoute({
    getParentRoute: () => root,
    path: '/lama',
    beforeLoad: () => {
      throw redirect({ href: '/halaman?q=obor' });
    },
  });
  return createRouter({ routeTree: root.addChildren([page, old]), history: createMemoryHistory({ initialEntries: [url] }) });
}

describe('server rendering on TanStack Router', () => {
  it('reads the redirect a route asked for while loading, and none when it asked for none', async () => {
    const moved = testRouter('/lama');
    await moved.load();
    expect(loadedRedirect(moved)).toBe('/halaman?q=obor');

    const stays = testRouter('/halaman');
    await stays.load();
    expect(loadedRedirect(stays)).toBeNull();
  });
});

import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { queryUtils } from '../lib/trpc';

export interface RouterContext {
  queryClient: QueryClient;
  queryUtils: typeof queryUtils;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => <Outlet />,
});

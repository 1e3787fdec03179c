import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { DELAY } from '../../shared/constants';
import type { queryUtils } from '../lib/trpc';

export interface RouterContext {
  queryClient: QueryClient;
  queryUtils: typeof queryUtils;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});

function Root() {
  return (
    <>
      <Outlet />
      <Toaster position="top-right" duration={DELAY.toast} toastOptions={{ unstyled: true }} />
    </>
  );
}

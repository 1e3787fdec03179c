/**
 * tRPC's React hooks (`trpc.useUtils`, `useMutation`) for the screens that use them: the admin panel and the
 * login. Kept off the app's root so that a public page's first load carries no tRPC (queries.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { trpc, trpcClient } from './trpc';

export function TrpcScope({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      {children}
    </trpc.Provider>
  );
}

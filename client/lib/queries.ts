/**
 * Every query the screens read, defined once as TanStack Query options (STYLE.md §1): route loaders
 * ensure them, components read them, and their keys are tRPC's own, so a kind's invalidation reaches them.
 */
import type { DataTag, QueryClient, UnusedSkipTokenOptions } from '@tanstack/react-query';
import type { TRPCClientError } from '@trpc/client';
import type { z } from 'zod';
import type { AppRouter } from '../../server/trpc/router';
import type { auditListInput } from '../../shared/schemas/audit';
import { queryUtils } from './trpc';

/** What route loaders and heads get (client/router.tsx): the render's query client and the site's origin. */
export interface RouterContext {
  queryClient: QueryClient;
  siteUrl: string;
}

/** tRPC's query key (`[path, { input, type }]`), which the options below carry. */
type TrpcQueryKey = [readonly string[], { input?: unknown; type?: 'query' | 'infinite' }?];
type QueryError = TRPCClientError<AppRouter>;

/** The options of one tRPC query, typed by what it returns: screens made for every kind take these. */
export type RecordQuery<T> = UnusedSkipTokenOptions<T, QueryError, T, TrpcQueryKey> & { queryKey: DataTag<TrpcQueryKey, T, QueryError> };

export const recordQueries = {
  attraction: { list: () => queryUtils.attraction.list.queryOptions(), byId: (id: number) => queryUtils.attraction.byId.queryOptions({ id }) },
  accommodation: { list: () => queryUtils.accommodation.list.queryOptions(), byId: (id: number) => queryUtils.accommodation.byId.queryOptions({ id }) },
  paket: { list: () => queryUtils.paket.list.queryOptions(), byId: (id: number) => queryUtils.paket.byId.queryOptions({ id }) },
  facility: { list: () => queryUtils.facility.list.queryOptions(), byId: (id: number) => queryUtils.facility.byId.queryOptions({ id }) },
  mapLocation: { list: () => queryUtils.mapLocation.list.queryOptions(), byId: (id: number) => queryUtils.mapLocation.byId.queryOptions({ id }) },
  event: { list: () => queryUtils.event.list.queryOptions(), byId: (id: number) => queryUtils.event.byId.queryOptions({ id }) },
};

export const documentsQuery = () => queryUtils.document.list.queryOptions();

/**
 * Who is signed in, as the server has it now (role, temporary password): the admin guard reads it once per
 * sign-in and the sidebar picks its items by it. A new sign-in resets it (login-form.tsx).
 */
export const meQuery = () => queryUtils.auth.me.queryOptions(undefined, { staleTime: 5 * 60_000 });

/** The team's accounts (admins), read afresh whenever the screen opens. */
export const usersListQuery = () => queryUtils.users.list.queryOptions(undefined, { staleTime: 0 });
export const dashboardCountsQuery = () => queryUtils.dashboard.counts.queryOptions();

/**
 * The booking inbox (admin): every request (the screen filters them), one request, and how many are new.
 * Visitors send requests at any time, so the list and the sidebar's count are read again every minute.
 */
const INBOX_REFRESH_MS = 60_000;
export const bookingListQuery = () => queryUtils.booking.list.queryOptions(undefined, { refetchInterval: INBOX_REFRESH_MS });
export const bookingByIdQuery = (id: number) => queryUtils.booking.byId.queryOptions({ id });
export const bookingNewCountQuery = () => queryUtils.booking.newCount.queryOptions(undefined, { refetchInterval: INBOX_REFRESH_MS });

/** A visitor's own request, by the code they were given (the status page /pemesanan/$kode). */
export const bookingQuery = (code: string) => queryUtils.booking.byCode.queryOptions({ code });

/**
 * The activity log (admin): one page of it, newest first, and the accounts it names (its user filter).
 * Read afresh whenever the screen opens; while another page or filter loads, the rows shown stay (React
 * Query's `keepPreviousData`, written out: importing it would weigh on every page's first load).
 */
export const auditListQuery = (input: z.input<typeof auditListInput>) =>
  queryUtils.audit.list.queryOptions(input, { staleTime: 0, placeholderData: (previous) => previous });
export const auditUsersQuery = () => queryUtils.audit.users.queryOptions(undefined, { staleTime: 0 });

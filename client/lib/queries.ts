/**
 * Every query the screens read, defined once as TanStack Query options (STYLE.md §1): route loaders
 * ensure them, components read them, and their keys are tRPC's own, so a kind's invalidation reaches them.
 * The options are written here rather than taken from tRPC's query utilities so that the tRPC client loads
 * with the first call that needs it (DESIGN.md §5).
 */
import { currentLocale, DEFAULT_LOCALE, type Locale } from '@shared/locale';
import { queryOptions, type DataTag, type QueryClient, type UnusedSkipTokenOptions } from '@tanstack/react-query';
import type { TRPCClientError } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { z } from 'zod';
import type { AppRouter } from '../../server/trpc/router';
import type { AvailabilityTarget } from '@shared/availability';
import { RECORD_KINDS, type RecordKind } from '@shared/constants';
import type { auditListInput } from '@shared/schemas/audit';

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

/** Each procedure's input, by domain and name. */
export type Inputs = inferRouterInputs<AppRouter>;
export type Outputs = inferRouterOutputs<AppRouter>;
type Extra<T> = Pick<UnusedSkipTokenOptions<T, QueryError, T, TrpcQueryKey>, 'staleTime' | 'refetchInterval' | 'placeholderData'>;

/**
 * One query procedure's options, keyed as tRPC's `queryOptions` keys it (`[['attraction', 'byId'],
 * { input, type: 'query' }]`, the input left out when there is none), its result typed by the router.
 */
export function procedureQuery<D extends keyof Inputs & keyof Outputs & string, P extends keyof Inputs[D] & keyof Outputs[D] & string>(
  domain: D,
  procedure: P,
  input: Inputs[D][P],
  extra: Extra<Outputs[D][P]> = {},
): RecordQuery<Outputs[D][P]> {
  type T = Outputs[D][P];
  const queryKey: TrpcQueryKey = [[domain, procedure], input === undefined ? { type: 'query' } : { input, type: 'query' }];
  return queryOptions<T, QueryError, T, TrpcQueryKey>({
    ...extra,
    queryKey,
    queryFn: async () => (await (await import('./trpc')).callQuery(`${domain}.${procedure}`, input)) as T,
  }) as RecordQuery<T>;
}

/**
 * tRPC's key for every query of one domain's router (`[['booking']]`), as its `invalidate()` makes it: a
 * write makes a domain's queries stale with `queryClient.invalidateQueries({ queryKey: domainKey('booking') })`.
 */
export const domainKey = (domain: keyof Inputs & string): TrpcQueryKey => [[domain]];

/**
 * A kind's public queries: its published records, and one of them. Every kind's router is made from one
 * declaration (server/trpc/record-router.ts), so `list` takes no input and `byId` an id, whatever the kind.
 */
function kindQueries<K extends RecordKind>(kind: K) {
  return {
    list: () => procedureQuery(kind, 'list', (inPageLanguage() ?? undefined) as Inputs[K]['list']),
    byId: (id: number) => procedureQuery(kind, 'byId', { id, ...inPageLanguage() } as Inputs[K]['byId']),
  };
}

/**
 * The language a public read is asked in: nothing on an Indonesian page (the input as it always was), the
 * page's language on another, whose records come with their English texts (docs/decisions/0016).
 */
function inPageLanguage(): { locale: Locale } | null {
  const locale = currentLocale();
  return locale === DEFAULT_LOCALE ? null : { locale };
}

/** Every kind's public queries, made from the one kind list. */
export const recordQueries = Object.fromEntries(RECORD_KINDS.map((kind) => [kind, kindQueries(kind)])) as {
  [K in RecordKind]: ReturnType<typeof kindQueries<K>>;
};

export const documentsQuery = () => procedureQuery('document', 'list', undefined);
export const villageSettingsQuery = () => procedureQuery('settings', 'get', undefined, { staleTime: 0 });

/**
 * Who is signed in, as the server has it now (role, temporary password): the admin guard reads it once per
 * sign-in and the sidebar picks its items by it. A new sign-in resets it (login-form.tsx).
 */
export const meQuery = () => procedureQuery('auth', 'me', undefined, { staleTime: 5 * 60_000 });

/** The team's accounts (admins), read afresh whenever the screen opens. */
export const usersListQuery = () => procedureQuery('users', 'list', undefined, { staleTime: 0 });
export const dashboardCountsQuery = () => procedureQuery('dashboard', 'counts', undefined);

/**
 * The booking inbox (admin): every request (the screen filters them), one request, and how many are new.
 * Visitors send requests at any time, so the list and the sidebar's count are read again every minute.
 */
const INBOX_REFRESH_MS = 60_000;
export const bookingListQuery = () => procedureQuery('booking', 'list', undefined, { refetchInterval: INBOX_REFRESH_MS });
export const bookingByIdQuery = (id: number) => procedureQuery('booking', 'byId', { id });
export const bookingNewCountQuery = () => procedureQuery('booking', 'newCount', undefined, { refetchInterval: INBOX_REFRESH_MS });

/** A month of a lodging's or package's free days, as its page shows them (one of the six it pages through). */
export const availabilityMonthQuery = (target: AvailabilityTarget, id: number, month: string) => procedureQuery('availability', 'month', { target, id, month });

/** A visitor's own request, by the code they were given (the status page /pemesanan/$kode). */
export const bookingQuery = (code: string) => procedureQuery('booking', 'byCode', { code });

/**
 * The activity log (admin): one page of it, newest first, and the accounts it names (its user filter).
 * Read afresh whenever the screen opens; while another page or filter loads, the rows shown stay (React
 * Query's `keepPreviousData`, written out: importing it would weigh on every page's first load).
 */
export const auditListQuery = (input: z.input<typeof auditListInput>) =>
  procedureQuery('audit', 'list', input, { staleTime: 0, placeholderData: (previous) => previous });
export const auditUsersQuery = () => procedureQuery('audit', 'users', undefined, { staleTime: 0 });

/**
 * Fetching another platform's calendar, bounded (DESIGN.md §9): an admin types the address and the
 * server goes there on its own every few minutes, so every fetch is held to http and https, one deadline
 * for the whole fetch, a size counted while the body streams (aborted past it), a few redirects each
 * checked like the first address, and public addresses only, checked where the connection is made
 * (address-policy.ts) unless the host is one CALENDAR_FETCH_ALLOW_HOSTS names. A failure is a
 * FeedFetchError carrying the sentence the sync screen shows.
 */
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { message, type MessageKey } from '../../../shared/messages';
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from './address-policy';

export interface FetchPolicy {
  /** Host names fetched even where they resolve to the server's own network (CALENDAR_FETCH_ALLOW_HOSTS), lower case. */
  allowHosts: readonly string[];
  /** The whole fetch, redirects and body included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const DEFAULT_FETCH_POLICY: FetchPolicy = { allowHosts: [], timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 };

/** A calendar that could not be fetched, with the sentence that says why (calendarFetch…). */
export class FeedFetchError extends Error {
  constructor(
    readonly key: MessageKey,
    values: Record<string, string | number> = {},
  ) {
    super(message(key, values));
    this.name = 'FeedFetchError';
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HEADERS = { 'User-Agent': 'DesaWisataTegalsambi-Kalender/1.0', Accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5' };

type Hop = { redirect: URL } | { text: string };

function tooLarge({ maxBytes }: FetchPolicy): FeedFetchError {
  const size = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return new FeedFetchError('calendarFetchTooLarge', { size });
}

/** The address's host without an IPv6 literal's brackets, in lower case. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/** Refuses what may not be fetched before connecting; answers the lookup the connection must use. */
function checkedLookup(url: URL, policy: FetchPolicy) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError('calendarFetchProtocol');
  const host = hostOf(url);
  if (policy.allowHosts.includes(host)) return undefined;
  // An address written as such is connected to without a lookup: it is checked here instead.
  if (isIP(host) !== 0 && !isPublicAddress(host)) throw new FeedFetchError('calendarFetchPrivate');
  return publicOnlyLookup;
}

async function readBody(response: IncomingMessage, policy: FetchPolicy): Promise<string> {
  if (Number(response.headers['content-length']) > policy.maxBytes) throw tooLarge(policy);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > policy.maxBytes) throw tooLarge(policy);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
}

/** One request: the body of a 2xx answer, or where a redirect points. */
function fetchOnce(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<Hop> {
  const lookup = checkedLookup(url, policy);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    // No shared agent: each fetch makes its own connection, through this hop's own lookup.
    const request = client.get(url, { headers: HEADERS, signal, agent: false, ...(lookup ? { lookup } : {}) }, (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.destroy();
        return URL.canParse(location, url) ? resolve({ redirect: new URL(location, url) }) : reject(new FeedFetchError('calendarFetchProtocol'));
      }
      if (status < 200 || status > 299) {
        response.destroy();
        return reject(new FeedFetchError('calendarFetchStatus', { status }));
      }
      readBody(response, policy).then(
        (text) => resolve({ text }),
        (error: unknown) => {
          response.destroy();
          reject(error);
        },
      );
    });
    request.on('error', reject);
  });
}

/** The failure's sentence: ours as it is, a deadline passed, a private address, anything else an unreachable server. */
function asFetchError(error: unknown, signal: AbortSignal): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  if (signal.aborted) return new FeedFetchError('calendarFetchTimeout');
  if (error instanceof PrivateAddressError) return new FeedFetchError('calendarFetchPrivate');
  return new FeedFetchError('calendarFetchUnreachable');
}

/** The text at `address`, following at most `maxRedirects` redirects; throws FeedFetchError. */
export async function fetchFeed(address: string, policy: FetchPolicy = DEFAULT_FETCH_POLICY): Promise<string> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  try {
    let url = new URL(address);
    for (let redirects = 0; ; redirects += 1) {
      const hop = await fetchOnce(url, policy, signal);
      if ('text' in hop) return hop.text;
      if (redirects >= policy.maxRedirects) throw new FeedFetchError('calendarFetchRedirects');
      url = hop.redirect;
    }
  } catch (error) {
    throw asFetchError(error, signal);
  }
}

/**
 * What one page view tells, and whether it counts (DESIGN.md §9, statistics): a person's view of a public
 * page, not a crawler's, a preview's or a browser's prefetch. Of the request only the page, the referring
 * site's domain, the device class, the language and the campaign parameters are kept; the address and the
 * browser's name only make the day's visitor hash (stats-counter.ts) and are never stored.
 */
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { localeOfPath } from '../../../shared/locale';

export type Device = 'phone' | 'tablet' | 'desktop';

/** The query parameters a view keeps: where a campaign or a partner sent the visitor. Every other one is dropped. */
export const CAMPAIGN_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'ref'] as const;
export type CampaignField = (typeof CAMPAIGN_FIELDS)[number];

/** A campaign value is a label, not a message: kept short. */
const CAMPAIGN_MAX = 100;

/** What is kept of one view, before the day's hash of its visitor. */
export interface Visit extends Record<CampaignField, string> {
  page: string;
  referrer: string;
  device: Device;
  language: string;
}

/** The request as far as counting reads it. */
export interface SeenRequest {
  path: string;
  /** Its query string's parameters; null when it has none (most views). */
  query: URLSearchParams | null;
  userAgent: string;
  referer: string | undefined;
  /** Sec-Purpose, Purpose, X-Purpose, X-Moz: how browsers mark a prefetch or a preview. */
  purpose: string;
}

/** A browser fetching a page ahead of a click (or to draw a preview) has not shown it to anyone. */
export function isPrefetch(purpose: string): boolean {
  return /prefetch|preview|prerender/i.test(purpose);
}

/** Phone, tablet or desktop, from the browser's name: iPads and Android devices without "Mobile" are tablets. */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return 'tablet';
  return /Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent) ? 'phone' : 'desktop';
}

/** The referring site's domain without "www."; '' for none, for a link within the site, or for what is not a web address. */
export function referrerDomain(referer: string | undefined, ownHost: string): string {
  if (!referer) return '';
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host === ownHost.toLowerCase().replace(/^www\./, '') ? '' : host;
  } catch {
    return '';
  }
}

const NO_CAMPAIGN: Readonly<Record<CampaignField, string>> = { utm_source: '', utm_medium: '', utm_campaign: '', ref: '' };

/** The campaign parameters of a view, each trimmed and cut to a label's length; '' when absent. */
function campaignOf(query: URLSearchParams | null): Record<CampaignField, string> {
  if (!query) return NO_CAMPAIGN;
  const value = (field: CampaignField) => (query.get(field) ?? '').replace(/\p{Cc}/gu, '').trim().slice(0, CAMPAIGN_MAX);
  return { utm_source: value('utm_source'), utm_medium: value('utm_medium'), utm_campaign: value('utm_campaign'), ref: value('ref') };
}

/**
 * What a browser's name says, remembered for the names seen last: the crawler list is one regular
 * expression of thousands of names, cheap alone but, run on every page answered, a cost a busy server
 * feels, and a site's visitors send the same few names again and again.
 */
const browsers = new LRUCache<string, { crawler: boolean; device: Device }>({ max: 2000 });

function browserOf(userAgent: string): { crawler: boolean; device: Device } {
  let known = browsers.get(userAgent);
  if (!known) {
    known = { crawler: isbot(userAgent), device: deviceOf(userAgent) };
    browsers.set(userAgent, known);
  }
  return known;
}

/** What a request's view keeps, or null when it does not count (a crawler, a prefetch). */
export function visitOf(request: SeenRequest, ownHost: string): Visit | null {
  const browser = browserOf(request.userAgent);
  if (browser.crawler || isPrefetch(request.purpose)) return null;
  return {
    page: request.path,
    referrer: referrerDomain(request.referer, ownHost),
    device: browser.device,
    language: localeOfPath(request.path),
    ...campaignOf(request.query),
  };
}

/**
 * The language of each request (docs/decisions/0016): a page's from its path (`/en/…` is English), an API
 * call's from the Accept-Language its page sends (client/lib/trpc.ts), so a refusal's sentence is in the
 * visitor's language. Everything the request does reads it through `currentLocale()`. The legacy REST API
 * is not under it: it stays Indonesian.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request, RequestHandler } from 'express';
import { DEFAULT_LOCALE, localeOfPath, readLocaleFrom, type Locale } from '../../shared/locale';
import { addEnglish } from '../../shared/messages/english';
import '../../shared/messages/page.id';
import '../../shared/messages/public.id';

const requestLocales = new AsyncLocalStorage<Locale>();
readLocaleFrom(() => requestLocales.getStore());
addEnglish();

/** The first language an Accept-Language names, as one of ours: "en-GB,en;q=0.9" is English. */
export function preferredLocale(header: string | undefined): Locale | null {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  if (!first) return null;
  if (first === 'en' || first.startsWith('en-')) return 'en';
  if (first === 'id' || first.startsWith('id-')) return 'id';
  return null;
}

function requestLocale(req: Request): Locale {
  const byPath = localeOfPath(req.path);
  if (byPath !== DEFAULT_LOCALE || !req.path.startsWith('/trpc')) return byPath;
  return preferredLocale(req.get('accept-language')) ?? DEFAULT_LOCALE;
}

export function localeScope(): RequestHandler {
  return (req, _res, next) => requestLocales.run(requestLocale(req), next);
}

/** Runs `work` in another language than the request's: the English offer on an Indonesian page. */
export function speakingIn<T>(locale: Locale, work: () => T): T {
  return requestLocales.run(locale, work);
}

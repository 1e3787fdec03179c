/**
 * A visitor whose browser prefers English, on an Indonesian page, is offered the English one at its foot,
 * in English (docs/decisions/0016): never sent there by force, and search engines, which send no such
 * preference, see the page as it is. "Stay in Indonesian" is a plain form that remembers the choice in a
 * cookie, so the offer works and goes away without scripts. The offer is added to the page as it is sent,
 * after the page cache, which keeps one copy of the page for everyone.
 */
import express, { type Request, type Response } from 'express';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, localeOfPath, localePath } from '../../shared/locale';
import { messages } from '../../shared/messages';
import { cookieValue } from './device-cookie';
import { preferredLocale, speakingIn } from './locale';
import { requireOwnPage } from './security';
import { escapeHtml } from './seo';

export const LANGUAGE_OFFER_PATH = '/bahasa';
const CHOICE_COOKIE = 'bahasa';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const BODY_CLOSE = '</body>';

/** Whether the page at `path` is offered in English to this request's visitor. */
export function offersEnglish(req: Request, path: string): boolean {
  if (localeOfPath(path) !== DEFAULT_LOCALE || cookieValue(req, CHOICE_COOKIE) === DEFAULT_LOCALE) return false;
  return preferredLocale(req.get('accept-language')) === 'en';
}

/**
 * The page with the offer last in its body, where it is drawn (at the foot of the screen): the page's
 * "skip to content" link stays the first thing a keyboard reaches, and the offer comes after the page.
 * `url` is the page's path and query: the English page offered is the same page, searched the same.
 */
export function withLanguageOffer(html: string, url: string): string {
  const english = LANGUAGE_TAGS.en;
  const offer = speakingIn('en', () =>
    [
      `<aside class="language-offer" lang="${english}" data-testid="language-offer" aria-label="${escapeHtml(messages.languageOffer)}">`,
      `<p>${escapeHtml(messages.languageOffer)} <a href="${escapeHtml(localePath(url, 'en'))}" hreflang="${english}">${escapeHtml(messages.languageOfferAccept)}</a></p>`,
      `<form method="post" action="${LANGUAGE_OFFER_PATH}"><input type="hidden" name="back" value="${escapeHtml(url)}"><button type="submit">${escapeHtml(messages.languageOfferDismiss)}</button></form>`,
      '</aside>',
    ].join(''),
  );
  const end = html.lastIndexOf(BODY_CLOSE);
  return end === -1 ? html + offer : html.slice(0, end) + offer + html.slice(end);
}

/** A path of this site to go back to: a local path, never another site's (`//host`). */
function localBack(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/';
}

/** "Stay in Indonesian": the choice is remembered for a year, and the visitor is back on their page. */
export function languageChoiceRoute(publicUrl: string) {
  const routes = express.Router();
  routes.post(LANGUAGE_OFFER_PATH, requireOwnPage([new URL(publicUrl).origin]), express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 2 }), (req: Request, res: Response) => {
    const back = localBack((req.body as Record<string, unknown> | undefined)?.back);
    res.cookie(CHOICE_COOKIE, DEFAULT_LOCALE, { maxAge: YEAR_MS, sameSite: 'lax', httpOnly: true, secure: req.secure, path: '/' });
    res.redirect(303, back);
  });
  return routes;
}

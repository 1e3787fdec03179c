import { currentLocale, LANGUAGE_NAMES, LANGUAGE_TAGS, localePath, otherLocale } from '@shared/locale';
import { messages } from '@shared/messages/public';

interface Props {
  /** The page's route path and search, as the router knows it: the same page is offered in the other language. */
  path: string;
  className: string;
}

/**
 * "English" on an Indonesian page, "Bahasa Indonesia" on an English one: a plain link to the same page in
 * that language, so it works before and without scripts, and names the language in itself.
 */
export function LanguageSwitch({ path, className }: Props) {
  const other = otherLocale(currentLocale());
  return (
    <a href={localePath(path, other)} hrefLang={LANGUAGE_TAGS[other]} lang={LANGUAGE_TAGS[other]} data-testid="language-switch" className={className}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
      </svg>
      {LANGUAGE_NAMES[other]}
      <span className="sr-only" lang={LANGUAGE_TAGS[currentLocale()]}> {messages.languageSwitchHint}</span>
    </a>
  );
}

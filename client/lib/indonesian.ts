/**
 * An Indonesian page's sentences in the browser: loaded, as a chunk of their own, by the pages in
 * Indonesian and the admin panel, so an English visitor never downloads them (docs/decisions/0016). The
 * server names the chunk with the page's islands (LANGUAGE_MODULES).
 */
import '@shared/messages/public.id';

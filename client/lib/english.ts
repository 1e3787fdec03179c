/**
 * An English page's sentences in the browser: loaded, as a chunk of its own, only by pages in English
 * (client/main.tsx), so an Indonesian visitor never downloads them. The server names its script with the
 * page's islands (LANGUAGE_MODULES).
 */
import { addEnglish } from '@shared/messages/english';

addEnglish();

/**
 * An English page's sentences in the browser: loaded, as a chunk of their own, only by pages in English
 * (client/main.tsx), so an Indonesian visitor never downloads them. The server names its script with the
 * page's islands (LANGUAGE_MODULES). The booking request's come with its form (english-booking.ts).
 */
import { addTranslations } from '@shared/messages/localized';
import { messages as preview } from '@shared/messages/preview.en';
import { messages as visitors } from '@shared/messages/public.en';

addTranslations('en', { ...visitors, ...preview });

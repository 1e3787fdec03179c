/** The English sentences of the public part (public.ts), for visitors of the `/en` pages. */
import type { PublicMessageKey } from './public';

export const messages: Partial<Record<PublicMessageKey, string>> = {};

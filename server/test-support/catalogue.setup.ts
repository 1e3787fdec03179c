/**
 * Tests read the public sentences as the server does: with the Indonesian parts loaded (their own chunks,
 * shared/messages/public.id.ts and page.id.ts, which the browser loads where it needs them).
 */
import '../../shared/messages/page.id';
import '../../shared/messages/public.id';

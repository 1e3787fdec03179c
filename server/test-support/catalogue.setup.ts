/**
 * Tests read the public sentences as the server does: with the Indonesian part loaded (it is its own chunk,
 * shared/messages/public.id.ts, which a page in the browser loads for its language).
 */
import '../../shared/messages/public.id';

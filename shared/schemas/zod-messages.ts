/**
 * zod's own sentences are English ("Invalid input: expected object, received array"). Every schema here
 * names its messages, but a value of the wrong shape altogether (an array or a string where a record
 * belongs) fails before those run; this makes that answer the catalogue's too. Imported for its effect
 * by every schema module, so no parse can happen before it.
 */
import { z } from 'zod';
import { messages } from '../messages';

z.config({ customError: () => messages.invalidInput });
